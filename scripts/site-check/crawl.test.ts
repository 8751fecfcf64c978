import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { crawlSite, pageKind } from './crawl.ts'

const html = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>t</title><link rel="stylesheet" href="/site.css"></head><body>${body}</body></html>`

/** A planted site: a home page with pickers, a page with a broken link, assets, an external link. */
const PAGES: Record<string, string> = {
  '/': html(
    [
      '<a href="/?lang=en">English</a>',
      '<a href="/about">About</a>',
      '<a href="https://example.org/elsewhere">Elsewhere</a>',
      '<a href="mailto:info@example.org">Mail</a>',
      '<img src="/logo.svg" alt="">',
      '<script src="/app.js"></script>',
      // Five picker variants: only the first pagesPerKind are followed.
      ...['a', 'b', 'c', 'd', 'e'].map((v) => `<a href="/?division=${v}">${v}</a>`),
      ...['a', 'b', 'c', 'd', 'e'].map((v) => `<a href="/team/${v}?season=1">${v}</a>`),
    ].join(''),
  ),
  '/?lang=en': html('<a href="/about?lang=en">About</a>'),
  '/about': html('<a href="/gone">A page that was removed</a>'),
  '/about?lang=en': html('<a href="/">Home</a>'),
  '/team/a?season=1': html('<a href="/">Home</a>'),
  '/team/b?season=1': html('<a href="/">Home</a>'),
  '/team/c?season=1': html('<a href="/">Home</a>'),
  '/team/d?season=1': html('<a href="/">Home</a>'),
}

describe('crawlSite', () => {
  let server: Server
  let base: string
  const requests: string[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '/'
      requests.push(`${request.method} ${url}`)
      if (url.startsWith('/?division=')) {
        // Each picker variant links to the next one: following them all would never end.
        const next = String.fromCharCode(url.charCodeAt(url.length - 1) + 1)
        response.writeHead(200, { 'Content-Type': 'text/html' })
        response.end(html(`<a href="/?division=${next}&amp;offence=x">next</a>`))
      } else if (PAGES[url]) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(PAGES[url])
      } else if (url === '/sitemap.xml' || url === '/sitemap-pages.xml') {
        response.writeHead(200, { 'Content-Type': 'application/xml' })
        response.end(
          url === '/sitemap.xml'
            ? `<sitemapindex><sitemap><loc>${base}/sitemap-pages.xml</loc></sitemap></sitemapindex>`
            : `<urlset><url><loc>${base}/orphan-page?a=1&amp;b=2</loc></url><url><loc>https://example.org/x</loc></url></urlset>`,
        )
      } else if (url === '/site.css') {
        response.writeHead(200, { 'Content-Type': 'text/css' })
        response.end('body { background: url(/missing-background.png) }')
      } else if (url === '/logo.svg' || url === '/app.js') {
        response.writeHead(200, { 'Content-Type': 'application/octet-stream' })
        response.end('x')
      } else {
        response.writeHead(404, { 'Content-Type': 'text/html' })
        response.end(html('Not found'))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('reports a broken same-site link with the page it is on, and lists external links unfetched', async () => {
    const report = await crawlSite({ start: [`${base}/`, `${base}/?lang=en`], pagesPerKind: 2 })
    const broken = Object.fromEntries(report.broken.map((link) => [link.url, link]))
    expect(Object.keys(broken).sort()).toEqual(
      [
        `${base}/gone`,
        `${base}/missing-background.png`,
        `${base}/team/e?season=1`,
        // Linked from nowhere, named by the sitemap.
        `${base}/orphan-page?a=1&b=2`,
      ].sort(),
    )
    expect(broken[`${base}/gone`]!.status).toBe(404)
    expect(broken[`${base}/gone`]!.parent).toBe(`${base}/about`)
    expect(report.external).toEqual(['https://example.org/elsewhere'])
    expect(requests.some((request) => request.includes('elsewhere'))).toBe(false)
    expect(report.links.map((link) => link.url)).toEqual(
      expect.arrayContaining([`${base}/logo.svg`, `${base}/app.js`, `${base}/site.css`]),
    )
    expect(report.unreached).toEqual([])
  })

  it('follows a few pages of each kind and only checks the status of the others', async () => {
    requests.length = 0
    const report = await crawlSite({ start: [`${base}/`], pagesPerKind: 2 })
    const followedTeams = report.pages.filter((page) => page.includes('/team/'))
    expect(followedTeams).toHaveLength(2)
    // Every team link is checked, the unfollowed ones with HEAD.
    for (const team of ['a', 'b', 'c', 'd'])
      expect(
        report.links.find((link) => link.url === `${base}/team/${team}?season=1`)?.status,
      ).toBe(200)
    expect(requests.filter((request) => request.startsWith('HEAD /team/')).length).toBeGreaterThan(
      0,
    )
    // The picker chain stops: two home variants (besides the start) are followed.
    const followedHomes = report.pages.filter((page) => page.includes('division='))
    expect(followedHomes.length).toBeLessThanOrEqual(2)
  })

  it('does not ask again for a link a twin of the site already answered', async () => {
    requests.length = 0
    const report = await crawlSite({
      start: [`${base}/`],
      pagesPerKind: 2,
      alreadyChecked: new Set(['/team/c?season=1', '/team/d?season=1']),
    })
    const asked = requests.filter((request) => /^(HEAD|GET) \/team\/[cd]\?/.test(request))
    expect(asked).toEqual([])
    expect(report.links.map((link) => link.url)).not.toContain(`${base}/team/c?season=1`)
    // A link the twin did not answer is still asked.
    expect(report.broken.map((link) => link.url)).toContain(`${base}/team/e?season=1`)
  })
})

describe('pageKind', () => {
  it('groups pages by language and route shape, whatever their other query parameters', () => {
    const kind = (url: string) => pageKind(new URL(url, 'http://site'))
    expect(kind('/team/T1?division=M1&season=S')).toBe(kind('/team/T2'))
    expect(kind('/?division=M1&offence=W1')).toBe(kind('/'))
    expect(kind('/?lang=en')).not.toBe(kind('/'))
    expect(kind('/standings')).not.toBe(kind('/'))
  })
})
