import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '../app/env.server.ts'
import { createApp } from './app.ts'
import { type Logger, silentLogger } from '../app/logger.server.ts'

type Line = { level: string; msg: string; fields: Record<string, unknown> }

/** The Express layer in front of a build whose request handler always fails (a bug). */
function start(env: Record<string, string> = {}, sent: Record<string, string> = {}) {
  const lines: Line[] = []
  const logger: Logger = (level, msg, fields = {}) => void lines.push({ level, msg, fields })
  let fail = false
  const build = async () => {
    if (fail) throw new Error('a bug at /srv/league/app/secret-path.ts:12')
    return {
      entry: {
        module: {
          appLifecycle: {
            health: {
              league: async () => ({ ok: true, state: 'live', reason: 'details' }),
              pageCache: () => ({ entries: 3 }),
              liveStreams: () => ({ open: 2, clients: 1, mostByOneClient: 2 }),
              shareImages: () => ({ workers: 1, busy: 0, queued: 0, refused: 4, crashed: 0 }),
            },
          },
        },
      },
    } as unknown as ServerBuild
  }
  const app = createApp({ env: parseEnv({ LOG_LEVEL: 'silent', ...env }), logger, build })
  const server = http.createServer(app)
  return {
    lines,
    failNext: () => (fail = true),
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    request(method: string, path: string, headers: Record<string, string> = {}) {
      const { port } = server.address() as AddressInfo
      return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          const all = { ...sent, ...headers }
          const req = http.request(
            { host: '127.0.0.1', port, method, path, headers: all },
            (res) => {
              let body = ''
              res.on('data', (chunk: Buffer) => (body += chunk.toString()))
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
              )
            },
          )
          req.on('error', reject)
          req.end()
        },
      )
    },
  }
}

describe('the Express layer', () => {
  const site = start()
  beforeAll(() => site.listen())
  afterAll(() => site.close())

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])(
    'answers %s with 405 and the methods it allows',
    async (method) => {
      const response = await site.request(method, '/')
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD, POST')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it.each(['/team/%', '/%E0%A4%A', '/media/%zz.png'])(
    'answers a path with a broken encoding (%s) with 400',
    async (path) => {
      const response = await site.request('GET', path)
      expect(response.status).toBe(400)
      expect(response.body).toBe('Bad Request')
    },
  )

  it('answers a bug with a bare 500 and logs one line with the request id and no stack on stderr', async () => {
    const local = start()
    await local.listen()
    local.failNext()
    const response = await local.request('GET', '/standings')
    await local.close()
    expect(response.status).toBe(500)
    expect(response.body).toBe('Internal Server Error')
    expect(response.body).not.toMatch(/secret-path|at |\n/)
    const failure = local.lines.find((line) => line.msg === 'request failed')!
    expect(failure.level).toBe('error')
    expect(failure.fields.requestId).toBe(response.headers['x-request-id'])
    expect(failure.fields.error).toMatchObject({ message: expect.stringContaining('a bug') })
    const requestLine = local.lines.find((line) => line.msg === 'request')!
    expect(requestLine.fields).toMatchObject({ status: 500, requestId: failure.fields.requestId })
  })

  it('keeps a sign-in token out of the request and error lines', async () => {
    const local = start()
    await local.listen()
    local.failNext()
    await local.request('GET', '/admin/sign-in/link?token=s3cret')
    await local.close()
    expect(local.lines.map((line) => line.fields.path)).toContain('/admin/sign-in/link?…')
    expect(JSON.stringify(local.lines)).not.toContain('s3cret')
  })

  it('sends one of each security header, with a same-origin resource policy', async () => {
    const response = await site.request('TRACE', '/')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('tells a public caller of /healthz only ok, and the machine itself the details', async () => {
    const local = await site.request('GET', '/healthz')
    expect(JSON.parse(local.body)).toMatchObject({
      status: 'ok',
      league: { state: 'live', reason: 'details' },
      pageCache: { entries: 3 },
      liveStreams: { open: 2, clients: 1, mostByOneClient: 2 },
      shareImages: { workers: 1, refused: 4 },
      memoryMb: { rss: expect.any(Number), heapUsed: expect.any(Number) },
    })
    // Through a proxy (even one on this machine), the caller is someone else.
    const forwarded = await site.request('GET', '/healthz', { 'X-Forwarded-For': '127.0.0.1' })
    expect(JSON.parse(forwarded.body)).toEqual({ status: 'ok' })
    expect(forwarded.headers['cache-control']).toBe('no-store')
  })
})

describe('the console under /admin', () => {
  // As the guide's nginx forwards it ($http_host).
  const site = start({ PUBLIC_URL: 'https://ligue.example.org' }, { Host: 'ligue.example.org' })
  beforeAll(() => site.listen())
  afterAll(() => site.close())

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['no origin', {}],
    ['the same host over plain http', { Origin: 'http://ligue.example.org' }],
  ])('refuses a post from %s with 403, before any route runs', async (_, headers) => {
    const response = await site.request('POST', '/admin/match/G1', headers)
    expect(response.status).toBe(403)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it.each(['/ADMIN/match/G1', '/Admin/x.data'])(
    'refuses a cross-site post to %s too (routing ignores case)',
    async (path) => {
      const response = await site.request('POST', path, { Origin: 'https://evil.example' })
      expect(response.status).toBe(403)
      expect(response.headers['cache-control']).toBe('no-store')
    },
  )

  it.each([
    ['an anonymous image form', '/admin/sponsors/new', {}],
    ['a sign-in address', '/admin/sign-in', { Cookie: 'admin_session=x' }],
    ['a passkey step', '/admin/passkey/sign-in', { Cookie: 'admin_session=x' }],
  ])('refuses 8 MB of multipart to %s unread, 413', async (_, path, cookie) => {
    const response = await site.request('POST', path, {
      Origin: 'https://ligue.example.org',
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(8 * 1024 * 1024),
      // The body is never sent: the connection must not carry the next test's request.
      Connection: 'close',
      ...cookie,
    })
    expect(response.status).toBe(413)
  })

  it('lets a post from PUBLIC_URL through to the routes', async () => {
    const response = await site.request('POST', '/admin/sign-out', {
      Origin: 'https://ligue.example.org',
    })
    expect(response.status).not.toBe(403)
  })

  it.each(['/admin', '/admin.data', '/admin/audit?lang=en'])(
    'answers %s with no-store whatever answers it (here: an error)',
    async (path) => {
      const response = await site.request('GET', path)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    },
  )
})

describe('TRUST_PROXY', () => {
  /** Express's compiled `trust proxy` test: may the hop-th proxy at `address` name the client? */
  function trusts(env: Record<string, string>, address: string, hop = 0): boolean {
    const app = createApp({
      env: parseEnv({ LOG_LEVEL: 'silent', ...env }),
      logger: silentLogger,
      build: async () => ({}) as ServerBuild,
    })
    return (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, hop)
  }

  it('trusts no proxy by default, not even loopback or private ones', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.2', '192.168.1.1', '203.0.113.9'])
      expect(trusts({}, address)).toBe(false)
  })

  it('trusts the hop count or the addresses it names, and nothing else', () => {
    expect(trusts({ TRUST_PROXY: '1' }, '203.0.113.9', 0)).toBe(true)
    expect(trusts({ TRUST_PROXY: '1' }, '203.0.113.9', 1)).toBe(false)
    expect(trusts({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }, '10.0.0.5')).toBe(true)
    expect(trusts({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }, '10.0.1.77')).toBe(true)
    expect(trusts({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }, '10.0.0.6')).toBe(false)
  })
})

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https, and only then', async () => {
    const secure = start({ PUBLIC_URL: 'https://soccer-interieur.example' })
    await secure.listen()
    const response = await secure.request('GET', '/team/%')
    await secure.close()
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})

describe('the security headers in production', () => {
  it('put a Content-Security-Policy on every answer, whatever its type', async () => {
    const site = start({ NODE_ENV: 'production' })
    await site.listen()
    const answers = {
      json: await site.request('GET', '/healthz'),
      refusedMethod: await site.request('TRACE', '/'),
      badPath: await site.request('GET', '/team/%'),
    }
    site.failNext()
    const bug = await site.request('GET', '/')
    await site.close()
    for (const [name, answer] of Object.entries({ ...answers, bug }))
      expect(answer.headers['content-security-policy'], name).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
  })
})

describe('the console at another address than PUBLIC_URL', () => {
  const site = start({ PUBLIC_URL: 'https://ligue.example.org' })
  beforeAll(() => site.listen())
  afterAll(() => site.close())

  it('sends a page to the same path at PUBLIC_URL, marking the redirect', async () => {
    const response = await site.request('GET', '/admin/sign-in?lang=en', { Host: '10.0.0.5' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('https://ligue.example.org/admin/sign-in?lang=en')
    expect(response.headers['set-cookie']?.[0]).toMatch(/^admin_address_redirected=1;.*Max-Age=30/)
  })

  it('says in French and English which address to use when the redirect came back, as behind a proxy that drops Host', async () => {
    const response = await site.request('GET', '/admin', {
      Host: '127.0.0.1:3000',
      Cookie: 'admin_address_redirected=1',
    })
    expect(response.status).toBe(403)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('<section lang="fr"><h1>Ouvrez la console à son adresse</h1>')
    expect(response.body).toContain('<section lang="en"><h1>Open the console at its address</h1>')
    expect(response.body).toContain('<a href="https://ligue.example.org/admin">')
  })

  it('answers a post from another address with that page, not a bare Forbidden', async () => {
    const response = await site.request('POST', '/admin/sign-in', {
      Host: 'www.ligue.example.org',
      Origin: 'https://www.ligue.example.org',
    })
    expect(response.status).toBe(403)
    expect(response.body).toContain('qu’à l’adresse publique du site')
  })

  it('answers a body over the limit with a page in both languages that says how to keep what was typed', async () => {
    const response = await site.request('POST', '/registration', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(300 * 1024),
      Connection: 'close',
    })
    expect(response.status).toBe(413)
    expect(response.body).toContain('Envoi trop volumineux')
    expect(response.body).toContain('Go back with the browser’s Back button')
    const proxied = await site.request('GET', '/form-too-large')
    expect(proxied.status).toBe(413)
    expect(proxied.body).toBe(response.body)
  })
})
