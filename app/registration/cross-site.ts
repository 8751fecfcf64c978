// The form posts to itself, so a post a browser says came from elsewhere is refused (CSRF).
export type PostHeaders = {
  secFetchSite?: string | null
  origin?: string | null
  host?: string | null
}

/** Any client-sent one is dropped. */
export const CROSS_SITE_HEADER = 'x-cross-site-post'

export function isCrossSite(headers: PostHeaders, ownUrls: Array<string | undefined>): boolean {
  const site = headers.secFetchSite
  // `none`: the user's own action (typed address, bookmark); `same-site` is a sibling subdomain.
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = headers.origin
  if (!origin) return false
  return !ownOrigins(headers.host, ownUrls).has(origin.toLowerCase())
}

export function isCrossSitePost(request: Request, publicUrl?: string): boolean {
  if (request.headers.get(CROSS_SITE_HEADER) === '1') return true
  return isCrossSite(
    {
      secFetchSite: request.headers.get('sec-fetch-site'),
      origin: request.headers.get('origin'),
      host: request.headers.get('host'),
    },
    [request.url, publicUrl],
  )
}

function ownOrigins(host: string | null | undefined, urls: Array<string | undefined>): Set<string> {
  const own = new Set<string>()
  const add = (url: string | undefined) => {
    if (!url) return
    try {
      own.add(new URL(url).origin.toLowerCase())
    } catch {
      // Not a URL: names no origin.
    }
  }
  urls.forEach(add)
  if (host) {
    add(`http://${host}`)
    add(`https://${host}`)
  }
  return own
}
