import * as AlertDialog from '@radix-ui/react-alert-dialog'

import { buttonClasses } from '~/components/ui/button.tsx'
import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'

type Props = LazyDialogProps & { onConfirm: () => void }

/**
 * Reset asks first: clearing a roster by mistake costs a captain ten minutes of typing. Loaded
 * on first use (see RegistrationForm).
 */
export default function ResetDialog({
  open,
  onOpenChange,
  contentId,
  onConfirm,
  onCloseAutoFocus,
}: Props) {
  const t = useT()
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="bg-surface fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            {t('registration.reset.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">
            {t('registration.reset.description')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('registration.reset.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('danger')} onClick={onConfirm}>
              {t('registration.reset.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
