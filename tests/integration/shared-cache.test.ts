/**
 * An ordinary shared cache in front of several instances (docs/deploy.md): nginx's
 * `proxy_cache`, keyed on the URL alone, in front of two production servers on the same store.
 * nginx is told nothing about languages, cookies or errors: what it keeps, for how long and for
 * whom comes from the app's headers (`Cache-Control`, `Vary`, `ETag`), and that must be enough.
 * Needs Debian's nginx at /usr/sbin/nginx (`apt-get install nginx-light`; `.ci/run` installs it).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  type LeagueServer,
  exampleLeagueTree,
  freePort,
  startLeagueServer,
} from '../e2e/support/league-server.ts'
import { type Nginx, startNginx } from './support/nginx.ts'

const S_MAXAGE = 2
const STALE_WHILE_REVALIDATE = 1
/** Published data reaches visitors within this (the instances notice a write within ~0.3 s). */
const FRESHNESS_BOUND_MS = (S_MAXAGE + STALE_WHILE_REVALIDATE + 2) * 1000

const GAME = 'Schedule/2025W/Divisions/M1/NOV 9, 2025/G1'
const MATCH_PAGE = '/match/G1?lang=en'

/**
 * The server block docs/deploy.md gives, on loopback: nothing in it knows the app's URLs but the
 * live stream, which must not be buffered.
 */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const runsAsRoot = process.getuid?.() === 0
  return `
${runsAsRoot ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
lock_file ${dir}/nginx.lock;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format cache '$request $status $upstream_cache_status $upstream_addr $upstream_status';
  access_log ${dir}/access.log cache;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=league_pages:10m max_size=256m inactive=10m use_temp_path=off;

  upstream league {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;

    proxy_cache league_pages;
    proxy_cache_key $scheme$host$request_uri;
    proxy_cache_revalidate on;
    proxy_cache_lock on;
    proxy_cache_background_update on;
    proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
    add_header X-Cache-Status $upstream_cache_status always;

    location /api/live {
      proxy_pass http://league;
      proxy_cache off;
      proxy_buffering off;
    }

    location / {
      proxy_pass http://league;
    }
  }
}
`
}

describe('an ordinary shared cache in front of two instances', () => {
  let first: LeagueServer
  let second: LeagueServer
  let nginx: Nginx
  let nginxURL: string

  beforeAll(async () => {
    const port = await freePort()
    nginxURL = `http://127.0.0.1:${port}`
    const env = {
      PAGE_S_MAXAGE: String(S_MAXAGE),
      PAGE_STALE_WHILE_REVALIDATE: String(STALE_WHILE_REVALIDATE),
      // Every instance names the public address: their pages (and ETags) are then identical.
      PUBLIC_URL: nginxURL,
    }
    first = await startLeagueServer({ tree: exampleLeagueTree(), env })
    second = await startLeagueServer({ dataDir: first.dataDir, leagueKey: first.leagueKey, env })
    const upstreams = [first.baseURL, second.baseURL].map((url) => new URL(url).host)
    nginx = await startNginx(
      (dir) => nginxConfig(dir, port, upstreams),
      async () => (await fetch(`${nginxURL}/healthz`)).ok,
    )
  })
  afterAll(async () => {
    await nginx?.stop()
    await second?.stop()
    await first?.stop()
  })

  /** Through nginx; the same Accept-Encoding every time, as one browser would send. */
  const get = (target: string, headers: Record<string, string> = {}, base = nginxURL) =>
    fetch(`${base}${target}`, {
      headers: { 'Accept-Encoding': 'br, gzip', ...headers },
      redirect: 'manual',
    })
  const cacheStatus = (response: Response) => response.headers.get('x-cache-status')
  const htmlLang = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1]

  test('a page is served from nginx’s cache, with the body the app sends', async () => {
    const target = '/standings?lang=en'
    const fromFirst = await get(target, {}, first.baseURL)
    const fromSecond = await get(target, {}, second.baseURL)
    const direct = await fromFirst.text()
    // Both instances send the same bytes under the same ETag: either can revalidate the other's.
    expect(await fromSecond.text()).toBe(direct)
    expect(fromSecond.headers.get('etag')).toBe(fromFirst.headers.get('etag'))

    await get(target)
    const cached = await get(target)
    expect(cacheStatus(cached)).toBe('HIT')
    expect(cached.status).toBe(200)
    expect(cached.headers.get('etag')).toBe(fromFirst.headers.get('etag'))
    expect(await cached.text()).toBe(direct)
  })

  test('French and English never mix, and a remembered English choice is never answered from the cache', async () => {
    type Case = {
      target: string
      cookie?: string
      /** The page's language, or where it redirects. */
      expected: { lang: string } | { location: string }
    }
    const cases: Case[] = [
      { target: '/rules?lang=en', expected: { lang: 'en' } },
      { target: '/rules?lang=fr', expected: { lang: 'fr' } },
      { target: '/rules', expected: { lang: 'fr' } },
      // Asked right after the plain French page was cached: a 302, never that page.
      { target: '/rules', cookie: 'lang=en', expected: { location: '/rules?lang=en' } },
      { target: '/rules', cookie: 'lang=fr', expected: { lang: 'fr' } },
      { target: '/rules?lang=fr', cookie: 'lang=en', expected: { lang: 'fr' } },
    ]
    const hit = new Set<number>()
    // Until every cacheable answer has come from the cache once (a round takes milliseconds; a
    // round that straddles an expiry sees STALE instead, hence more than two rounds at most).
    for (let round = 0; round < 6; round++) {
      for (const [index, { target, cookie, expected }] of cases.entries()) {
        const response = await get(target, cookie ? { Cookie: cookie } : {})
        const status = cacheStatus(response)
        const label = `${target} ${cookie ?? '(no cookie)'}, round ${round + 1}: ${status}`
        if ('location' in expected) {
          expect(response.status, label).toBe(302)
          expect(response.headers.get('location'), label).toBe(expected.location)
          expect(response.headers.get('cache-control'), label).toBe('private, no-store')
          expect(status, label).not.toBe('HIT')
          continue
        }
        expect(response.status, label).toBe(200)
        expect(htmlLang(await response.text()), label).toBe(expected.lang)
        if (status === 'HIT') hit.add(index)
      }
      if (round >= 1 && hit.size === cases.length - 1) break
    }
    expect(hit.size, 'every cacheable answer came from the cache at least once').toBe(
      cases.length - 1,
    )
  })

  test('client navigation data (.data) follows each visitor’s language cookie and is never shared', async () => {
    const dataLang = (text: string) => /"lang","([a-z]+)"/.exec(text)?.[1]
    const visitors = [
      { cookie: 'lang=en', lang: 'en' },
      { cookie: undefined, lang: 'fr' },
      { cookie: 'lang=fr', lang: 'fr' },
      { cookie: 'other=1; lang=en', lang: 'en' },
    ]
    for (const target of ['/rules.data', '/standings.data', '/rules.data?_routes=root']) {
      // French and English visitors in turn, several rounds: each always gets its own language.
      for (let round = 0; round < 3; round++) {
        for (const { cookie, lang } of visitors) {
          const response = await get(target, cookie ? { Cookie: cookie } : {})
          const label = `${target} ${cookie ?? '(no cookie)'}, round ${round + 1}`
          expect(response.status, label).toBe(200)
          expect(dataLang(await response.text()), label).toBe(lang)
          expect(cacheStatus(response), label).not.toBe('HIT')
          expect(response.headers.get('cache-control'), label).toBe('private, no-cache')
          expect(response.headers.get('vary') ?? '', label).toMatch(/\bCookie\b/)
        }
      }
    }
  })

  test('a data change reaches visitors through nginx within s-maxage and stale-while-revalidate', async ({
    annotate,
  }) => {
    const scoreOf = (html: string) =>
      /data-testid="match-score"[^>]*><span>(\d+)<\/span>/.exec(html)?.[1]
    const game = first.read(GAME) as Record<string, unknown>
    expect(game).toBeTruthy()
    const before = scoreOf(await (await get(MATCH_PAGE)).text())
    expect(before).toBeDefined()
    const after = before === '9' ? '8' : '9'
    // The old page is in nginx's cache when the data changes.
    await expect.poll(async () => cacheStatus(await get(MATCH_PAGE))).toBe('HIT')

    const written = performance.now()
    first.write(GAME, { ...game, HomeTeamScore: Number(after) })
    let seenAt: number | undefined
    const trail: string[] = []
    // Poll until the new score is seen, then for a full cache lifetime more (a refresh from
    // either instance): once seen, the old score never comes back.
    for (;;) {
      const elapsed = performance.now() - written
      const response = await get(MATCH_PAGE)
      const score = scoreOf(await response.text())
      trail.push(`${Math.round(elapsed)} ms: ${score} (${cacheStatus(response)})`)
      if (score === after) seenAt ??= elapsed
      else {
        expect(score, trail.join('\n')).toBe(before)
        expect(seenAt, `the old score came back after the new one:\n${trail.join('\n')}`).toBe(
          undefined,
        )
      }
      if (seenAt === undefined && elapsed > FRESHNESS_BOUND_MS + 2000) break
      if (seenAt !== undefined && elapsed > seenAt + (S_MAXAGE + STALE_WHILE_REVALIDATE + 1) * 1000)
        break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seenAt, `the new score never appeared:\n${trail.join('\n')}`).toBeDefined()
    console.log(
      `shared cache: the new score appeared through nginx ${Math.round(seenAt!)} ms after the write`,
    )
    await annotate(`${Math.round(seenAt!)} ms (bound ${FRESHNESS_BOUND_MS} ms)`, 'freshness')
    expect(seenAt!, trail.join('\n')).toBeLessThanOrEqual(FRESHNESS_BOUND_MS)
  })

  test('errors, the registration page and the live stream are never served from the cache', async () => {
    for (const target of ['/no-such-page', '/team/NOPE?division=M1&season=2025W']) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const response = await get(target)
        expect(response.status, `${target} #${attempt}`).toBe(404)
        expect(cacheStatus(response), `${target} #${attempt}`).not.toBe('HIT')
        expect(response.headers.get('cache-control'), target).toBe('no-store')
      }
    }
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await get('/registration')
      expect(response.status).toBe(200)
      expect(cacheStatus(response), `/registration #${attempt}`).not.toBe('HIT')
    }
    // The live stream is not buffered: its first event arrives while the response is open.
    const controller = new AbortController()
    const stream = await fetch(`${nginxURL}/api/live`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(cacheStatus(stream)).toBeNull()
    const reader = stream.body!.getReader()
    const timer = setTimeout(() => controller.abort(), 5000)
    let received = ''
    try {
      while (!received.includes('event: ready')) {
        const { value, done } = await reader.read()
        if (done) break
        received += new TextDecoder().decode(value)
      }
    } catch {
      // aborted after 5 s: the assertion below says what arrived
    } finally {
      clearTimeout(timer)
      controller.abort()
    }
    expect(received).toContain('event: ready')
  })
})
