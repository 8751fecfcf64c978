/**
 * The standings and schedule pages' division choice (`standings:selectedDivision` in local
 * storage) mirrored in a cookie, so the server renders the remembered division at
 * once: page-cache-key.ts redirects a URL without `division` to it, and nothing flickers.
 */
export const DIVISION_COOKIE = 'standings_division'

/** A division id worth putting in a URL: what the league's ids look like, nothing longer. */
export function isDivisionIdLike(value: string | undefined): value is string {
  return value !== undefined && /^[\w.-]{1,40}$/.test(value)
}

/** The `Set-Cookie`-style string the browser writes (a year, the whole site, first-party only). */
export function divisionCookie(divisionId: string | undefined, secure: boolean): string {
  const oneYear = 60 * 60 * 24 * 365
  const value = divisionId ?? ''
  const age = divisionId === undefined ? 0 : oneYear
  return `${DIVISION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`
}
