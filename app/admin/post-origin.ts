// Browsers send `Origin` on every form and fetch post, so a post without one is not from our page
// and is refused.
export function isSameOriginPost(origin: string | null | undefined, publicUrl: string): boolean {
  if (!origin) return false
  try {
    return new URL(origin).origin === new URL(publicUrl).origin && origin === new URL(origin).origin
  } catch {
    return false
  }
}

/** Its pages, their `.data`, its posts. */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|\.data$|$)/.test(pathname)
}
