import * as AlertDialog from '@radix-ui/react-alert-dialog'

import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { NoticeSeason } from '~/registration/options.ts'

import { useRegistrationClosedText } from './registration-closed-text.tsx'
import { AlertDialogShell } from './ui/alert-dialog.tsx'
import { buttonClasses } from './ui/button.tsx'

type Props = LazyDialogProps & {
  contactEmail: string
  season: NoticeSeason | null
}

export default function RegistrationClosedDialog({ contactEmail, season, ...dialog }: Props) {
  const t = useT()
  const { title, description } = useRegistrationClosedText(season, contactEmail)
  return (
    <AlertDialogShell {...dialog} title={title} description={description}>
      <div className="mt-6 flex justify-end">
        <AlertDialog.Cancel className={buttonClasses('primary', 'min-w-24')}>
          {t('registrationClosed.ok')}
        </AlertDialog.Cancel>
      </div>
    </AlertDialogShell>
  )
}
