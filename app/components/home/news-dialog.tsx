import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { NewsCard } from './news-strip.tsx'

const panel =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none'
const closeClasses =
  'absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-slate-900'

function Body({ item, titleId }: { item: NewsCard; titleId?: string }) {
  const body = item.fullContent ?? item.content
  return (
    <div className="overflow-y-auto">
      {item.image ? (
        <img src={item.image} alt="" className="aspect-[2/1] w-full bg-slate-100 object-cover" />
      ) : null}
      <div className="p-6 pt-5">
        {titleId ? (
          <h2 id={titleId} className="pr-10 text-xl font-extrabold text-slate-900 sm:text-2xl">
            {item.title}
          </h2>
        ) : (
          <Dialog.Title className="pr-10 text-xl font-extrabold text-slate-900 sm:text-2xl">
            {item.title}
          </Dialog.Title>
        )}
        {item.date ? (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Icon name="calendar-days" className="size-4" />
            {item.date}
          </p>
        ) : null}
        <div className="mt-4 space-y-3 text-base leading-relaxed whitespace-pre-line text-slate-800">
          {body}
        </div>
      </div>
    </div>
  )
}

/**
 * SPEC §2 news dialog: title, optional image, date, full content else short content.
 * Radix Dialog once React runs; in the server HTML of `/?news={id}` (a card followed
 * without JavaScript) the same content as a static panel with a close link.
 */
export function NewsDialog({
  item,
  onClose,
  hydrated,
  closeHref,
  returnFocusTo,
}: {
  item: NewsCard | undefined
  onClose: () => void
  hydrated: boolean
  closeHref: string
  /** The card that opened the dialog: focus goes back to it on close (there is no Radix Trigger). */
  returnFocusTo?: () => HTMLElement | null
}) {
  const t = useT()
  if (!hydrated) {
    if (!item) return null
    return (
      <div className="fixed inset-0 z-50 bg-slate-950/60" data-testid="news-dialog">
        <div role="dialog" aria-modal="true" aria-labelledby="news-dialog-title" className={panel}>
          <Body item={item} titleId="news-dialog-title" />
          <Link
            to={closeHref}
            preventScrollReset
            className={closeClasses}
            aria-label={t('home.news.close')}
          >
            <Icon name="x" className="size-5" />
          </Link>
        </div>
      </div>
    )
  }
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={panel}
          aria-describedby={undefined}
          data-testid="news-dialog"
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.()
            if (!opener) return
            event.preventDefault()
            opener.focus()
          }}
        >
          {item ? <Body item={item} /> : null}
          <Dialog.Close className={closeClasses} aria-label={t('home.news.close')}>
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
