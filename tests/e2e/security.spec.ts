// The README's security promises, asked the way an attacker would; node:http sends a path such as
// `//evil` as it is.
import http from 'node:http'

import { E2E_BASE_URL } from './e2e-env.ts'
import { type SiteServer, startSiteServer } from './registration-server.ts'
import { expect, test } from './support/shared-servers.ts'

type Raw = { status: number; headers: http.IncomingHttpHeaders; raw: string[]; body: string }

function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  base = E2E_BASE_URL,
): Promise<Raw> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** How many times a header was sent (node joins repeated headers into one value). */
const count = (response: Raw, name: string) =>
  response.raw.filter((_, index) => index % 2 === 0 && response.raw[index]!.toLowerCase() === name)
    .length

test('a //host request path never becomes a link to another site', async () => {
  for (const path of ['//evil.example/x', '/\\evil.example/x', '///evil.example/x']) {
    const response = await raw('GET', path)
    expect(response.status, path).toBeLessThan(500)
    const links = [...response.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
    expect(
      links.filter((href) => /^(\/\/|\/\\|https?:\/\/evil)/.test(href)),
      path,
    ).toEqual([])
    expect(
      links.some((href) => href.startsWith('/evil.example/x?lang=en')),
      path,
    ).toBe(true)
  }
})

test('a malformed lang cookie is ignored, never a 500', async () => {
  for (const cookie of ['lang=%', 'lang=%E0%A4%A; x=1', 'lang', '=;;lang=%zz']) {
    for (const path of ['/', '/standings', '/standings.data', '/registration', '/no-such-page']) {
      const response = await raw('GET', path, { Cookie: cookie })
      expect(response.status, `${path} with ${cookie}`).toBeLessThan(500)
    }
  }
})

test('TRACE and other unknown methods get 405 with Allow; bad encodings 400', async () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await raw(method, '/')
    expect(response.status, method).toBe(405)
    expect(response.headers.allow, method).toBe('GET, HEAD, POST')
  }
  for (const path of ['/team/%', '/player/%E0%A4%A', '/%']) {
    const response = await raw('GET', path)
    expect(response.status, path).toBe(400)
    expect(response.body, path).not.toMatch(/\bat |node_modules|\/work\//)
  }
})

test('every response carries one X-Content-Type-Options and a same-origin resource policy', async ({
  request,
}) => {
  const home = await raw('GET', '/')
  const media = /"(\/media\/[^"]+)"/.exec(home.body)?.[1]
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1]
  expect(media).toBeTruthy()
  expect(asset).toBeTruthy()
  for (const path of ['/', '/standings?lang=en', media!, asset!, '/no-such-page', '/healthz']) {
    const response = await raw('GET', path)
    expect(count(response, 'x-content-type-options'), path).toBe(1)
    expect(response.headers['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin')
    // PUBLIC_URL is http here: no HSTS (server/app.test.ts checks it with https).
    expect(response.headers['strict-transport-security'], path).toBeUndefined()
  }
  expect((await request.get('/healthz')).ok()).toBe(true)
})

test('/healthz gives details to the machine itself only', async () => {
  const local = JSON.parse((await raw('GET', '/healthz')).body) as Record<string, unknown>
  expect(local).toMatchObject({ status: 'ok', league: { state: 'live' } })
  expect(local.pageCache).toBeDefined()
  const forwarded = await raw('GET', '/healthz', { 'X-Forwarded-For': '203.0.113.9' })
  expect(JSON.parse(forwarded.body)).toEqual({ status: 'ok' })
})

test.describe('the server log', () => {
  let site: SiteServer
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    site = await startSiteServer({ name: 'security' })
  })
  test.afterAll(async () => site?.stop())

  test('is JSON lines only, without a stack trace in any response, whatever is thrown at it', async () => {
    const requests: Array<[string, string, Record<string, string>?]> = [
      ['TRACE', '/'],
      ['GET', '/team/%'],
      ['GET', '/assets/nope.js'],
      ['GET', '/media/%2e%2e/%2e%2e/etc/passwd'],
      ['GET', '/', { Cookie: 'lang=%' }],
      [
        'POST',
        '/registration',
        { Origin: 'http://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      ],
    ]
    for (const [method, path, headers] of requests) {
      const response = await raw(method, path, headers, site.baseURL)
      expect(response.status, `${method} ${path}`).toBeLessThan(500)
      expect(response.body, `${method} ${path}`).not.toMatch(/\n\s+at |node_modules/)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const line of site.stderr().split('\n').filter(Boolean)) {
      expect(() => JSON.parse(line), line).not.toThrow()
      // A client's mistake is a warning at most: errors are for our bugs.
      expect((JSON.parse(line) as { level: string }).level, line).not.toBe('error')
      expect(line, line).not.toContain('"stack"')
    }
  })
})

test('every answer carries a Content-Security-Policy, whatever its type', async () => {
  const home = await raw('GET', '/')
  expect(home.headers['content-security-policy']).toContain("script-src 'self'")
  const sitemap = await raw('GET', '/sitemap.xml')
  const team = /<loc>[^<]*?(\/team\/[^<]+)<\/loc>/.exec(sitemap.body)?.[1]
  const teamPage = await raw('GET', team!.replace(/&amp;/g, '&'))
  const share = /property="og:image" content="[^"]*?(\/share\/[^"]+)"/.exec(teamPage.body)?.[1]
  expect(share).toBeTruthy()
  const answers = {
    notFoundText: await raw('GET', '/media/no-such-file.png'),
    png: await raw('GET', share!.replace(/&amp;/g, '&')),
    redirect: await raw('GET', '/', { cookie: 'lang=en' }),
    defaultImage: await raw('GET', '/share/match/no-such-match'),
    xml: await raw('GET', '/sitemap.xml'),
    json: await raw('GET', '/healthz'),
    text: await raw('GET', '/robots.txt'),
    notModified: await raw('GET', '/', { 'if-none-match': String(home.headers.etag) }),
  }
  for (const [name, answer] of Object.entries(answers))
    expect(answer.headers['content-security-policy'], `${name} ${answer.status}`).toMatch(
      /default-src '(none|self)'/,
    )
})

test('an encoded lang cookie never changes the page the cache gives everyone else', async () => {
  const page = `/search?q=poison${Date.now()}`
  const first = await raw('GET', page, { cookie: 'lang=%65n' })
  expect(first.status).toBe(302)
  expect(first.headers.location).toContain('lang=en')
  const other = await raw('GET', page)
  expect(/<html[^>]*lang="([a-z]+)"/.exec(other.body)?.[1]).toBe('fr')
})
