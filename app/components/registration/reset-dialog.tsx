import * as AlertDialog from '@radix-ui/react-alert-dialog'

import { AlertDialogShell } from '~/components/ui/alert-dialog.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'

type Props = LazyDialogProps & { onConfirm: () => void }

/** Clearing a roster by mistake costs a captain ten minutes of typing. */
export default function ResetDialog({ onConfirm, ...dialog }: Props) {
  const t = useT()
  return (
    <AlertDialogShell
      {...dialog}
      title={t('registration.reset.title')}
      description={t('registration.reset.description')}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel className={buttonClasses('secondary')}>
          {t('registration.reset.cancel')}
        </AlertDialog.Cancel>
        <AlertDialog.Action className={buttonClasses('danger')} onClick={onConfirm}>
          {t('registration.reset.confirm')}
        </AlertDialog.Action>
      </div>
    </AlertDialogShell>
  )
}
