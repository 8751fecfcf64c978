/**
 * Crawls a running site with linkinator from its start URLs and reports every same-site link
 * it finds with its status. Same-site `a[href]`, `link[href]`, `img[src]`,
 * `script[src]`, `meta` URLs and the `url()`s of style sheets are fetched; pages are followed;
 * external links are listed, never fetched.
 *
 * The bound: pickers link to query-string variants of a page (the home page has four
 * parameters, each with a value per division), and the demo league has ~1 500 player pages,
 * so following everything takes minutes and every picker combination. Pages are grouped by
 * kind (`pageKind`: language, route shape, query parameter names); the first
 * `pagesPerKind` of each kind are followed, every other page link found is only checked for
 * its status, with HEAD (GET when HEAD fails) and no rendering of its links. The URLs of the
 * site's sitemap, when it has one, are status-checked too.
 */
import { LinkChecker, LinkState } from 'linkinator'

export type CrawlOptions = {
  /** Where the crawl starts, the first one linking to the others; its origin is "the site". */
  start: readonly string[]
  /** Pages of one kind whose links are followed (default 4); the rest are status-checked. */
  pagesPerKind?: number
  /** Requests in flight at once. */
  concurrency?: number
}

export type CheckedLink = { url: string; status: number; parent?: string }

export type CrawlReport = {
  /** Every same-site URL found, with its status (0: no answer). */
  links: CheckedLink[]
  /** The links not answering 2xx or 3xx. */
  broken: CheckedLink[]
  /** Links to other sites: listed, not fetched. */
  external: string[]
  /** The same-site HTML pages whose links were followed. */
  pages: string[]
  /** Start URLs the crawl never followed (no followed page links to them). */
  unreached: string[]
}

/**
 * The kind of a page: its language and route shape (the first path segment, `/*` when an id
 * follows). Query parameters other than `lang` only pick what a page shows (a division, a
 * season, an open news article), so `/team/T1?division=M1&season=S`, `/team/T2` and
 * `/?division=M1&offence=W1` are of the kinds `/team/*` and `/`.
 */
export function pageKind(url: URL): string {
  const [first = '', ...rest] = url.pathname.split('/').filter(Boolean)
  const lang = url.searchParams.get('lang') ?? ''
  return `${lang} /${first}${rest.length > 0 ? '/*' : ''}`
}

/** A file (script, style sheet, image, icon): always fetched, never counted as a page. */
const isFile = (url: URL) => /\.[a-z0-9]+$/i.test(url.pathname)

const isOk = (status: number) => status >= 200 && status < 400

const REQUEST_TIMEOUT_MS = 30_000

async function statusOf(url: string): Promise<number> {
  for (const method of ['HEAD', 'GET']) {
    try {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (isOk(response.status) || method === 'GET') return response.status
    } catch {
      if (method === 'GET') return 0
    }
  }
  return 0
}

/** The status of each URL, a few requests at a time. */
async function statuses(urls: readonly string[], concurrency: number) {
  const result = new Map<string, number>()
  const queue = [...urls]
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift())
      result.set(url, await statusOf(url))
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return result
}

/**
 * The same-site URLs a sitemap names (`/sitemap.xml` when the site has one, indexes followed),
 * so pages listed there but linked from nowhere are checked too. [] when there is none.
 */
export async function sitemapUrls(origin: string): Promise<string[]> {
  const found = new Set<string>()
  const sitemaps = [`${origin}/sitemap.xml`]
  for (let index = 0; index < sitemaps.length && index < 50; index++) {
    const response = await fetch(sitemaps[index]!, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => undefined)
    if (!response?.ok || !/xml/.test(response.headers.get('content-type') ?? '')) continue
    const xml = await response.text()
    const isIndex = /<sitemapindex[\s>]/.test(xml)
    for (const [, loc] of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
      const url = loc!.replaceAll('&amp;', '&')
      if (new URL(url, origin).origin !== origin) continue
      if (isIndex) sitemaps.push(url)
      else found.add(url)
    }
  }
  return [...found]
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const origin = new URL(options.start[0]!).origin
  const pagesPerKind = options.pagesPerKind ?? 4
  const concurrency = options.concurrency ?? 8
  const followedPerKind = new Map<string, number>()
  const decided = new Map<string, boolean>()
  /** Same-site page links past the bound: status-checked after the crawl. */
  const unfollowed = new Set<string>()
  const external = new Set<string>()
  const pages: string[] = []

  const checker = new LinkChecker()
  checker.on('pagestart', (url) => pages.push(String(url)))
  const { links } = await checker.check({
    // One root: linkinator follows only links whose text starts with their root's, so
    // `/?lang=en` as a second root would leave the English pages it finds first unfollowed.
    // The other start URLs are followed when the first links to them (see `unreached`).
    path: [options.start[0]!],
    recurse: true,
    checkCss: true,
    concurrency,
    timeout: REQUEST_TIMEOUT_MS,
    async linksToSkip(href) {
      // Asked for every occurrence of a link: the first answer for a URL stands.
      const known = decided.get(href)
      if (known !== undefined) return known
      const url = new URL(href)
      let skip = false
      if (url.origin !== origin) {
        external.add(href)
        skip = true
      } else if (!isFile(url) && !options.start.includes(href)) {
        const kind = pageKind(url)
        const followed = followedPerKind.get(kind) ?? 0
        skip = followed >= pagesPerKind
        if (skip) unfollowed.add(href)
        else followedPerKind.set(kind, followed + 1)
      }
      decided.set(href, skip)
      return skip
    },
  })

  const byUrl = new Map<string, CheckedLink>()
  const parents = new Map<string, string | undefined>()
  for (const link of links) {
    if (!parents.has(link.url)) parents.set(link.url, link.parent)
    if (link.state === LinkState.SKIPPED || byUrl.has(link.url)) continue
    byUrl.set(link.url, { url: link.url, status: link.status ?? 0, parent: link.parent })
  }
  for (const url of await sitemapUrls(origin)) if (!decided.has(url)) unfollowed.add(url)
  for (const [url, status] of await statuses([...unfollowed], concurrency)) {
    if (!byUrl.has(url)) byUrl.set(url, { url, status, parent: parents.get(url) })
  }
  const all = [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url))
  return {
    links: all,
    broken: all.filter((link) => !isOk(link.status)),
    external: [...external].sort(),
    pages: pages.filter((page) => new URL(page).origin === origin && !isFile(new URL(page))).sort(),
    unreached: options.start.filter((url) => !pages.includes(url)),
  }
}
