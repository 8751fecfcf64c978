// Crawls a running site with linkinator and reports every same-site link with its status.
import { LinkChecker, LinkState } from 'linkinator'

export type CrawlOptions = {
  start: readonly string[]
  pagesPerKind?: number
  concurrency?: number
  /** Paths a twin of this site, serving the same league, already answered: not asked again. */
  alreadyChecked?: ReadonlySet<string>
}

export type CheckedLink = { url: string; status: number; parent?: string }

export type CrawlReport = {
  links: CheckedLink[]
  broken: CheckedLink[]
  external: string[]
  pages: string[]
  unreached: string[]
}

/** Parameters other than `lang` only pick what a page shows, so they do not make a new kind. */
export function pageKind(url: URL): string {
  const [first = '', ...rest] = url.pathname.split('/').filter(Boolean)
  const lang = url.searchParams.get('lang') ?? ''
  return `${lang} /${first}${rest.length > 0 ? '/*' : ''}`
}

export const pathOf = (href: string) => {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

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
  const unfollowed = new Set<string>()
  const external = new Set<string>()
  const pages: string[] = []

  const checker = new LinkChecker()
  checker.on('pagestart', (url) => pages.push(String(url)))
  const { links } = await checker.check({
    // linkinator follows only links under their root's text: one root, or `/?lang=en` would leave
    // pages unfollowed.
    path: [options.start[0]!],
    recurse: true,
    checkCss: true,
    concurrency,
    timeout: REQUEST_TIMEOUT_MS,
    async linksToSkip(href) {
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
  for (const url of unfollowed) if (options.alreadyChecked?.has(pathOf(url))) unfollowed.delete(url)
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
