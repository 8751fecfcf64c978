import * as Dialog from '@radix-ui/react-dialog'
import type { ComponentType, ReactNode } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'

/** Radix's title, for the article to name the dialog with. */
export type NewsTitle = ComponentType<{ className?: string; children: ReactNode }>

/**
 * The news dialog once React runs: Radix Dialog, loaded when first opened (see NewsDialog, which
 * draws the article).
 */
export default function NewsDialogModal({
  article,
  onClose,
  returnFocusTo,
}: {
  /** The open item's article, given Radix's title; none when the dialog is closed. */
  article: ((Title: NewsTitle) => ReactNode) | undefined
  onClose: () => void
  returnFocusTo?: () => HTMLElement | null
}) {
  const t = useT()
  return (
    <Dialog.Root
      open={article !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          className="news-dialog-panel"
          aria-describedby={undefined}
          data-testid="news-dialog"
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.()
            if (!opener?.isConnected) return
            event.preventDefault()
            opener.focus()
          }}
        >
          {article?.(Dialog.Title)}
          <Dialog.Close className="news-dialog-close" aria-label={t('home.news.close')}>
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
