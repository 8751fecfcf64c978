// The console's cookies and passkeys belong to PUBLIC_URL's host, so a console opened at another
// name (the IP, 127.0.0.1, `www.`) is sent there rather than failing at its first post.
export const REDIRECTED_COOKIE = 'admin_address_redirected'

export type ConsoleVisitAddress = {
  method: string
  host: string | undefined
  url: string
  cookie: string | undefined
}

export type AddressAnswer =
  { kind: 'pass' } | { kind: 'redirect'; location: string } | { kind: 'notice'; location: string }

/** Behind a proxy that drops `Host` the redirect would loop: its cookie then comes back. */
export function consoleAddress(visit: ConsoleVisitAddress, publicUrl: string): AddressAnswer {
  const publicAddress = new URL(publicUrl)
  if (!visit.host || visit.host.toLowerCase() === publicAddress.host) return { kind: 'pass' }
  const location = new URL(visit.url, publicAddress.origin).href
  const reads = visit.method === 'GET' || visit.method === 'HEAD'
  const looped = new RegExp(`(?:^|;\\s*)${REDIRECTED_COOKIE}=`).test(visit.cookie ?? '')
  return reads && !looped ? { kind: 'redirect', location } : { kind: 'notice', location }
}
