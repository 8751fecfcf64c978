import * as Dialog from '@radix-ui/react-dialog'

import { Icon } from '~/components/ui/icon.tsx'
import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { frenchDe } from '~/i18n/french-de.ts'
import { useT } from '~/i18n/use-translation.ts'
import { MediaImage } from '~/components/ui/media-image.tsx'

/** The team photo full size (docs/product.md#team), loaded on first open (see TeamHero). */
export default function TeamPhotoDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  name,
  photoUrl,
}: LazyDialogProps & { name: string; photoUrl: string }) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="bg-surface fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl p-4 shadow-2xl sm:p-6"
          data-testid="team-photo-dialog"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{name}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {t('teamPage.photo.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('teamPage.photo.close')}
            >
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </div>
          <MediaImage
            src={photoUrl}
            alt={t('teamPages.photoOf', { name, ofName: frenchDe(name) })}
            className="mx-auto max-h-[70dvh] w-full rounded-xl bg-slate-100 object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
