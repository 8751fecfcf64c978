// A live stream while someone can see the page: over HTTP/1.1 six background tabs' streams held every
// connection a browser gives a site. Shown again, it reconnects and `ready` says what it missed.

export const HIDDEN_CLOSE_MS = 60_000 // a quick look at another tab keeps the stream

export type VisiblePage = {
  readonly visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

export function streamWhileVisible(
  open: () => { close: () => void },
  page: VisiblePage,
  hiddenCloseMs = HIDDEN_CLOSE_MS,
): () => void {
  let stream: { close: () => void } | undefined = open()
  let closing: ReturnType<typeof setTimeout> | undefined
  const close = () => {
    stream?.close()
    stream = undefined
  }
  const follow = () => {
    clearTimeout(closing)
    if (page.visibilityState === 'hidden') closing = setTimeout(close, hiddenCloseMs)
    else stream ??= open()
  }
  page.addEventListener('visibilitychange', follow)
  return () => {
    page.removeEventListener('visibilitychange', follow)
    clearTimeout(closing)
    close()
  }
}
