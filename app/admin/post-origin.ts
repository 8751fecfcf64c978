/**
 * Whether a console post comes from the site's own pages: its `Origin` is the origin of
 * PUBLIC_URL, exactly. Browsers send `Origin` on every form and fetch post, so a post without one
 * is not a browser on our page and is refused too. Pure: server/app.ts refuses early with it (before
 * React Router, which would answer a bare 400), and the actions check again.
 */
export function isSameOriginPost(origin: string | null | undefined, publicUrl: string): boolean {
  if (!origin) return false
  try {
    return new URL(origin).origin === new URL(publicUrl).origin && origin === new URL(origin).origin
  } catch {
    return false
  }
}

/**
 * Whether a request path is the console's (its pages, their `.data`, its posts). Routing ignores
 * case, so this does too: `/ADMIN/match/G1` reaches the same route as `/admin/match/G1`.
 */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|\.data$|$)/i.test(pathname)
}
