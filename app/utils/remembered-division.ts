// In a cookie so the server renders the remembered division at once, without a flicker.
export const DIVISION_COOKIE = 'standings_division'

export function isDivisionIdLike(value: string | undefined): value is string {
  return value !== undefined && /^[\w.-]{1,40}$/.test(value)
}

export function divisionCookie(divisionId: string | undefined, secure: boolean): string {
  const oneYear = 60 * 60 * 24 * 365
  const value = divisionId ?? ''
  const age = divisionId === undefined ? 0 : oneYear
  return `${DIVISION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`
}
