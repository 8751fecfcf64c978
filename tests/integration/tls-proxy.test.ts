/**
 * The production guide's nginx in front of one instance, ending TLS (docs/deploy.md): the very
 * file `deploy/nginx-league-site.conf`, with this machine's ports, a self-signed certificate for
 * `localhost` made by openssl, and the instance's address. Needs Debian's nginx and openssl
 * (`.ci/run` installs nginx).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import path from 'node:path'
import tls from 'node:tls'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  type LeagueServer,
  exampleLeagueTree,
  freePort,
  startLeagueServer,
} from '../e2e/support/league-server.ts'
import { type Nginx, startNginx } from './support/nginx.ts'
import { tokenOf } from '../../app/admin/session.server.ts'
import { SqliteConsoleStore } from '../../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../../app/data/embedded-source.server.ts'

const DOMAIN = 'soccer-interieur.example'

type Proxy = Nginx & { httpPort: number; httpsPort: number; ca: string }

/** The guide's server blocks, made runnable here: only names, ports and paths change. */
function proxyConfig(dir: string, ports: { http: number; https: number }, upstream: string) {
  const blocks = readFileSync(path.join('deploy', 'nginx-league-site.conf'), 'utf8')
    .replaceAll(DOMAIN, 'localhost')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`)
    .replaceAll('127.0.0.1:3000', upstream)
  expect(blocks, 'every placeholder of the guide was replaced').not.toMatch(
    /letsencrypt|:3000|listen 80;|listen 443/,
  )
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${blocks}
}
`
}

async function startProxy(
  ports: { http: number; https: number },
  upstream: string,
): Promise<Proxy> {
  let ca = ''
  const nginx = await startNginx(
    (dir) => {
      makeCertificate(dir)
      ca = readFileSync(`${dir}/cert.pem`, 'utf8')
      return proxyConfig(dir, ports, upstream)
    },
    async () => (await request(`https://localhost:${ports.https}/healthz`, ca)).status === 200,
  )
  return { ...nginx, httpPort: ports.http, httpsPort: ports.https, ca }
}

/** A self-signed certificate for `localhost`, made by openssl: `cert.pem` and `key.pem` in `dir`. */
function makeCertificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
    ],
    { stdio: 'ignore' },
  )
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One HTTPS request that trusts the test certificate only (no verification turned off). */
function request(
  url: string,
  ca: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST'
    // The certificate names localhost, whatever Host the request carries.
    const req = https.request(
      url,
      { method, ca, headers, agent: false, servername: 'localhost' },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A multipart body with one file field of `size` bytes (not a picture: the app reads it all). */
function multipart(fields: Record<string, string>, size: number) {
  const boundary = 'league-test-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const body = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.alloc(size, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

describe('the guide’s nginx in front, ending TLS', () => {
  let server: LeagueServer
  let proxy: Proxy

  beforeAll(async () => {
    const ports = { http: await freePort(), https: await freePort() }
    // PUBLIC_URL is the address visitors use, nginx's: the console's cookies are then Secure.
    server = await startLeagueServer({
      tree: exampleLeagueTree(),
      env: { PUBLIC_URL: `https://localhost:${ports.https}` },
    })
    proxy = await startProxy(ports, new URL(server.baseURL).host)
  })
  afterAll(async () => {
    await proxy?.stop()
    await server?.stop()
  })

  test('plain HTTP is sent to HTTPS', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `http://127.0.0.1:${proxy.httpPort}/standings?lang=en`,
          { headers: { Host: 'localhost' } },
          resolve,
        )
        .on('error', reject),
    )
    answer.resume()
    expect(answer.statusCode).toBe(301)
    expect(answer.headers.location).toBe('https://localhost/standings?lang=en')
  })

  test('a page comes through TLS 1.3 with the app’s security headers, HSTS included, each once', async () => {
    const answer = await request(`https://localhost:${proxy.httpsPort}/standings?lang=en`, proxy.ca)
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<html lang="en"')
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')

    const protocol = (maxVersion?: tls.SecureVersion) =>
      new Promise<string | null>((resolve, reject) => {
        const socket = tls.connect(
          {
            host: '127.0.0.1',
            port: proxy.httpsPort,
            servername: 'localhost',
            ca: proxy.ca,
            maxVersion,
          },
          () => {
            resolve(socket.getProtocol())
            socket.end()
          },
        )
        socket.on('error', reject)
      })
    expect(await protocol()).toBe('TLSv1.3')
    expect(await protocol('TLSv1.2')).toBe('TLSv1.2')
  })

  test('HTTP/2 is offered to browsers', async () => {
    const client = http2.connect(`https://localhost:${proxy.httpsPort}`, { ca: proxy.ca })
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = client.request({ ':path': '/rules' })
        stream.on('response', (headers) => resolve(Number(headers[':status'])))
        stream.on('error', reject)
        stream.resume()
      })
      expect(status).toBe(200)
      expect(client.alpnProtocol).toBe('h2')
    } finally {
      client.close()
    }
  })

  test('the console’s cookies are Secure, and nothing of it is kept', async () => {
    const answer = await request(`https://localhost:${proxy.httpsPort}/admin/sign-in`, proxy.ca)
    expect(answer.status).toBe(200)
    const cookies = answer.headers['set-cookie'] ?? []
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  test('a console form posts through, and a phone photo reaches the news form', async () => {
    const origin = `https://localhost:${proxy.httpsPort}`
    const page = await request(`${origin}/admin/sign-in`, proxy.ca)
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
    const formCookie = page.headers['set-cookie']![0]!.split(';')[0]!
    const signIn = await request(
      `${origin}/admin/sign-in`,
      proxy.ca,
      { Origin: origin, Cookie: formCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ csrf, email: 'nobody@example.org' }).toString(),
    )
    expect(signIn.status, signIn.body).toBe(200)

    const source = new EmbeddedSource({ dataDir: server.dataDir })
    const store = new SqliteConsoleStore(source.database)
    await store.addOperator('op@example.org', 'Op')
    const session = await store.createSession('op@example.org')
    source.closeSync()
    const { body, type } = multipart({ csrf: tokenOf(session), title_fr: 'Photo' }, 2_400_000)
    const upload = await request(
      `${origin}/admin/news/new`,
      proxy.ca,
      { Origin: origin, Cookie: `__Host-admin_session=${session}`, 'Content-Type': type },
      body,
    )
    // The app read it all and answered the form (the bytes are no picture), not nginx.
    expect(upload.status).toBe(400)
    expect(upload.body).toContain('<form')
  })

  test.each([
    ['an image over 8 MB', '/admin/news/new', 9_500_000],
    ['a public form over 256 KB', '/registration', 300_000],
  ])('%s gets the page in both languages that says what was kept', async (_, path, size) => {
    const origin = `https://localhost:${proxy.httpsPort}`
    const { body, type } = multipart({}, size)
    const answer = await request(
      `${origin}${path}`,
      proxy.ca,
      { Origin: origin, 'Content-Type': type },
      body,
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('<section lang="fr"><h1>Envoi trop volumineux</h1>')
    expect(answer.body).toContain('<section lang="en"><h1>Too large to send</h1>')
  })

  test('a console opened at another name is sent to PUBLIC_URL', async () => {
    const answer = await request(
      `https://127.0.0.1:${proxy.httpsPort}/admin/sign-in?lang=en`,
      proxy.ca,
      { Host: `127.0.0.1:${proxy.httpsPort}` },
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe(
      `https://localhost:${proxy.httpsPort}/admin/sign-in?lang=en`,
    )
  })

  test('live updates stream through unbuffered', async () => {
    const events: string[] = []
    const req = https.get(
      `https://localhost:${proxy.httpsPort}/api/live`,
      { ca: proxy.ca, headers: { Accept: 'text/event-stream' }, agent: false },
      (res) => {
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => events.push(chunk))
      },
    )
    try {
      await expect.poll(() => events.join(''), { timeout: 10_000 }).toContain('retry:')
      server.write('News/2025-11-20/n9', {
        title: 'Finals night',
        title_fr: 'Soirée des finales',
        date: '2025-11-20',
      })
      await expect.poll(() => events.join(''), { timeout: 10_000 }).toMatch(/\ndata: /)
    } finally {
      req.destroy()
    }
  })
})
