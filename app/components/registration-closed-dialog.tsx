import * as AlertDialog from '@radix-ui/react-alert-dialog'

import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { Bilingual } from '~/league/labels.ts'

import { useRegistrationClosedText } from './registration-closed-text.tsx'
import { buttonClasses } from './ui/button.tsx'

type Props = LazyDialogProps & {
  contactEmail: string
  season: Bilingual | null
}

/**
 * SPEC §2 Navigation: the registration entry opens this notice instead of navigating. Loaded on
 * first use (see SiteHeader).
 */
export default function RegistrationClosedDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  contactEmail,
  season,
}: Props) {
  const t = useT()
  const { title, description } = useRegistrationClosedText(season, contactEmail)
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-balance text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Cancel className={buttonClasses('primary', 'min-w-24')}>
              {t('registrationClosed.ok')}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
