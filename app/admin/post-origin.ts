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

export type ConsoleCookie = 'admin_session' | 'admin_form'

/** `__Host-` behind TLS: no subdomain or plain-HTTP page can plant or shadow it. */
export function consoleCookieName(cookie: ConsoleCookie, publicUrl: string): string {
  return publicUrl.startsWith('https:') ? `__Host-${cookie}` : cookie
}

export function hasSessionCookie(header: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?admin_session=/.test(header ?? '')
}

export function isUploadPath(pathname: string): boolean {
  return /^\/admin\/(?:news|sponsors|preseason)(?:\/|\.data$|$)/i.test(pathname)
}

/** Routing ignores case, so this does too: `/ADMIN/match/G1` reaches the same route. */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|\.data$|$)/i.test(pathname)
}
