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

/** The operator's session cookie and the sign-in pages' form cookie (session.server.ts). */
export type ConsoleCookie = 'admin_session' | 'admin_form'

/**
 * A console cookie's name: behind TLS it carries the `__Host-` prefix, so the browser keeps it
 * only from this host, over HTTPS, for the whole site (no subdomain or plain-HTTP page can plant
 * or shadow it).
 */
export function consoleCookieName(cookie: ConsoleCookie, publicUrl: string): string {
  return publicUrl.startsWith('https:') ? `__Host-${cookie}` : cookie
}

/** Whether a Cookie header carries a session cookie at all (valid or not: that is for later). */
export function hasSessionCookie(header: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?admin_session=/.test(header ?? '')
}

/**
 * Whether a request path is one of the console's image forms, the only posts that may be
 * multipart (and then only from a signed-in operator).
 */
export function isUploadPath(pathname: string): boolean {
  return /^\/admin\/(?:news|sponsors|preseason)(?:\/|\.data$|$)/i.test(pathname)
}

/**
 * Whether a request path is the console's (its pages, their `.data`, its posts). Routing ignores
 * case, so this does too: `/ADMIN/match/G1` reaches the same route as `/admin/match/G1`.
 */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|\.data$|$)/i.test(pathname)
}
