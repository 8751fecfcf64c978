import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressDirectory } from '../scripts/compress-assets.ts'
import {
  BASELINE_CSP as STATIC_CSP,
  SERVICE_WORKER_CSP,
} from '../app/utils/security-headers.server.ts'
import { createStaticFiles } from './static-files.ts'

const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = 'line ${i} of a built chunk';`,
).join('\n')
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`
const SECRET = '{"name":"secret-package"}'

let root: string
let clientDir: string

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw request: the path is sent exactly as given (no normalisation, no decompression). */
function request(
  origin: string,
  requestPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: requestPath, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(answer: Answer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString()
  return answer.body.toString()
}

/** A server whose only handler is the static files; anything else is answered 418 by "the app". */
async function startServer(options: { memoryLimit?: number } = {}) {
  const files = createStaticFiles({
    clientDir,
    headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' },
    ...options,
  })
  const server = http.createServer((req, res) => {
    if (files.handle(req, res)) return
    res.writeHead(418, { 'Content-Type': 'text/plain' })
    res.end('the app')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) }
}

let origin: string
let close: () => Promise<unknown>

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'league-static-'))
  clientDir = path.join(root, 'client')
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true })
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), SCRIPT)
  writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export {}')
  writeFileSync(path.join(clientDir, 'assets', 'photo-abc123.png'), Buffer.alloc(4000, 7))
  writeFileSync(path.join(clientDir, 'favicon.svg'), FAVICON)
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  writeFileSync(path.join(clientDir, 'sw.js'), SCRIPT)
  writeFileSync(path.join(clientDir, '.env'), 'SECRET=1')
  writeFileSync(path.join(root, 'package.json'), SECRET)
  symlinkSync(path.join(root, 'package.json'), path.join(clientDir, 'assets', 'out-abc123.js'))
  symlinkSync(
    path.join(clientDir, 'assets', 'entry-abc123.js'),
    path.join(clientDir, 'assets', 'alias-abc123.js'),
  )
  await compressDirectory(clientDir)
  ;({ origin, close } = await startServer())
})

afterAll(async () => {
  await close()
  rmSync(root, { recursive: true, force: true })
})

const ENTRY = '/assets/entry-abc123.js'

describe('serving the built client files', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with the %s encoding', async (accept, expected) => {
    const answer = await request(origin, ENTRY, accept === '' ? {} : { 'Accept-Encoding': accept })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(expected)
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(decode(answer)).toBe(SCRIPT)
  })

  it('serves the service worker no-cache, with a policy that lets it fetch from the site', async () => {
    const worker = await request(origin, '/sw.js', { 'Accept-Encoding': 'br' })
    expect(worker.status).toBe(200)
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(worker.headers['content-security-policy']).toBe(SERVICE_WORKER_CSP)
    expect(decode(worker)).toBe(SCRIPT)
    const revalidated = await request(origin, '/sw.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': worker.headers.etag!,
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['cache-control']).toBe('no-cache')
  })

  it('sends the precompressed files, which decompress to the original', async () => {
    const br = readFileSync(path.join(clientDir, 'assets', 'entry-abc123.js.br'))
    const gz = readFileSync(path.join(clientDir, 'assets', 'entry-abc123.js.gz'))
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT)
    expect(zlib.gunzipSync(gz).toString()).toBe(SCRIPT)
    expect((await request(origin, ENTRY, { 'Accept-Encoding': 'br' })).body).toEqual(br)
    expect((await request(origin, ENTRY, { 'Accept-Encoding': 'gzip' })).body).toEqual(gz)
  })

  it('caches hashed assets for a year and other files for an hour, with type and security headers', async () => {
    const asset = await request(origin, ENTRY)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['content-security-policy']).toBe(STATIC_CSP)
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['referrer-policy']).toBe('no-referrer')
    expect(asset.headers['last-modified']).toBeTruthy()

    const favicon = await request(origin, '/favicon.svg', { 'Accept-Encoding': 'gzip, br' })
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600')
    expect(favicon.headers['content-type']).toBe('image/svg+xml')
    expect(favicon.headers['content-encoding']).toBe('br')
    expect(decode(favicon)).toBe(FAVICON)

    const robots = await request(origin, '/robots.txt')
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body.toString()).toContain('User-agent')
  })

  it('never compresses a file without a precompressed copy, and does not vary it', async () => {
    for (const file of ['/assets/tiny-abc123.js', '/assets/photo-abc123.png', '/robots.txt']) {
      const answer = await request(origin, file, { 'Accept-Encoding': 'br, gzip' })
      expect(answer.status, file).toBe(200)
      expect(answer.headers['content-encoding'], file).toBeUndefined()
      expect(answer.headers.vary, file).toBeUndefined()
    }
  })

  it('gives each encoding its own strong ETag and answers 304 to it', async () => {
    const br = await request(origin, ENTRY, { 'Accept-Encoding': 'br' })
    const gzip = await request(origin, ENTRY, { 'Accept-Encoding': 'gzip' })
    const identity = await request(origin, ENTRY)
    const tags = [br, gzip, identity].map((answer) => answer.headers.etag)
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/)
    expect(new Set(tags).size).toBe(3)

    const revalidated = await request(origin, ENTRY, {
      'Accept-Encoding': 'br',
      'If-None-Match': `"other", ${br.headers.etag}`,
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toHaveLength(0)
    expect(revalidated.headers.etag).toBe(br.headers.etag)
    expect(revalidated.headers['content-encoding']).toBeUndefined()
    expect(revalidated.headers['cache-control']).toContain('immutable')
    expect(revalidated.headers['content-security-policy']).toBe(STATIC_CSP)

    // The brotli ETag does not validate the gzip variant.
    const otherEncoding = await request(origin, ENTRY, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': br.headers.etag as string,
    })
    expect(otherEncoding.status).toBe(200)
    expect(otherEncoding.headers['content-encoding']).toBe('gzip')

    const sinceModified = await request(origin, ENTRY, {
      'If-Modified-Since': identity.headers['last-modified'] as string,
    })
    expect(sinceModified.status).toBe(304)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(origin, ENTRY, { 'Accept-Encoding': 'br' })
    const head = await request(origin, ENTRY, { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toHaveLength(0)
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers.etag).toBe(get.headers.etag)
  })

  it('ignores the query string', async () => {
    const answer = await request(origin, `${ENTRY}?v=2`, { 'Accept-Encoding': 'br' })
    expect(answer.status).toBe(200)
    expect(decode(answer)).toBe(SCRIPT)
  })

  it('answers a missing asset with a plain-text 404 and leaves other misses to the app', async () => {
    const missing = await request(origin, '/assets/gone-123.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(missing.headers['content-security-policy']).toBe(STATIC_CSP)
    expect(missing.body.toString()).toBe('Not found')
    expect((await request(origin, '/assets/')).status).toBe(404)
    expect((await request(origin, '/standings')).status).toBe(418)
    expect((await request(origin, '/')).status).toBe(418)
  })

  it('refuses other methods on assets and leaves them to the app elsewhere', async () => {
    const post = await request(origin, ENTRY, {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    expect((await request(origin, '/favicon.svg', {}, 'POST')).status).toBe(418)
  })

  it('does not serve the precompressed copies or dot-files by their own names', async () => {
    expect((await request(origin, `${ENTRY}.br`)).status).toBe(404)
    expect((await request(origin, '/.env')).status).toBe(418)
  })

  it.each([
    '/assets/../package.json',
    '/assets/../../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/package.json',
    '/../package.json',
    '/assets/entry-abc123.js%00.png',
    '/assets/..%5c..%5cpackage.json',
    '/assets/..\\..\\package.json',
    '/assets/%E0%A4%A',
    '/assets/out-abc123.js',
    '/assets//entry-abc123.js',
    '/assets/./entry-abc123.js',
  ])('never serves anything for the path %s', async (attempt) => {
    const answer = await request(origin, attempt)
    expect([404, 418]).toContain(answer.status)
    expect(answer.body.toString()).not.toContain('secret-package')
    expect(answer.body.toString()).not.toContain('line 1 of a built chunk')
  })

  it('answers traversal attempts under /assets/ itself, with a 404', async () => {
    expect((await request(origin, '/assets/../package.json')).status).toBe(404)
    expect((await request(origin, '/assets/%2e%2e/%2e%2e/package.json')).status).toBe(404)
  })

  it('follows a symlink that stays inside the folder', async () => {
    const answer = await request(origin, '/assets/alias-abc123.js')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(SCRIPT)
  })

  it('streams from disk, with the same bytes, once the memory budget is spent', async () => {
    const small = await startServer({ memoryLimit: 0 })
    try {
      for (const accept of ['br', 'gzip', '']) {
        const answer = await request(small.origin, ENTRY, { 'Accept-Encoding': accept })
        expect(answer.status).toBe(200)
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
        expect(decode(answer)).toBe(SCRIPT)
      }
    } finally {
      await small.close()
    }
  })

  it('answers the same bytes from memory on later requests', async () => {
    const first = await request(origin, ENTRY, { 'Accept-Encoding': 'br' })
    const second = await request(origin, ENTRY, { 'Accept-Encoding': 'br' })
    expect(second.body).toEqual(first.body)
  })
})
