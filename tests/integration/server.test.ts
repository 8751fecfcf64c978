/**
 * The production server's HTTP answers (headers, CSP, compression, caching, refused bodies),
 * from a demo-league server of the file's own that every test only reads.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { type LeagueServer, startLeagueServer } from '../e2e/support/league-server.ts'

describe('the production server', () => {
  let server: LeagueServer
  beforeAll(async () => {
    server = await startLeagueServer({ leagueKey: 'demo' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const get = (target: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseURL}${target}`, { headers })

  test('answers /healthz with a JSON status', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  test('sends security headers and a hash-based CSP without unsafe-inline scripts', async () => {
    const response = await get('/')
    const headers = response.headers
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const csp = headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('nonce-')
    const html = await response.text()
    // Every inline script is allowed by its own hash, and by nothing else. JSON-LD data blocks
    // are never executed, so the CSP does not apply to them.
    expect(html).toContain('<script type="application/ld+json">')
    const inlineScripts = [
      ...html.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const [tag, text] of inlineScripts) {
      expect(tag).not.toContain('nonce=')
      const hash = createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')
      expect(scriptSrc).toContain(`'sha256-${hash}'`)
    }
    expect(headers.get('x-powered-by')).toBeNull()
  })

  test('every visitor gets the same bytes: same CSP and ETag, no cookie set', async () => {
    const first = await get('/rules?lang=en')
    const second = await get('/rules?lang=en')
    expect(second.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await second.text()).toBe(await first.text())
    expect(first.headers.get('set-cookie')).toBeNull()
  })

  test('compresses pages with brotli or gzip', async () => {
    const br = await get('/rules', { 'Accept-Encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    const gzip = await get('/rules', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
  })

  test('serves hashed assets with long-lived immutable caching', async () => {
    const html = await (await get('/')).text()
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
  })

  test('refuses oversized request bodies', async () => {
    const response = await fetch(`${server.baseURL}/`, {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(response.status).toBe(413)
  })

  test('refuses a chunked request body that declares no length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.baseURL}/registration`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Transfer-Encoding': 'chunked',
        },
      })
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
      request.write('name=a')
      request.end('&x=1')
    })
    expect(status).toBe(411)
  })

  test("answers 304 to a page's ETag, per encoding, and the other language is another page", async () => {
    const first = await get('/rules?lang=en', { 'Accept-Encoding': 'identity' })
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const revalidated = await get('/rules?lang=en', {
      'If-None-Match': etag,
      'Accept-Encoding': 'identity',
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0)
    // The brotli body is another representation with its own ETag.
    const brotli = await get('/rules?lang=en', { 'If-None-Match': etag, 'Accept-Encoding': 'br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('etag')).not.toBe(etag)
    const french = await get('/rules?lang=fr', {
      'If-None-Match': etag,
      'Accept-Encoding': 'identity',
    })
    expect(french.status).toBe(200)
    expect(french.headers.get('etag')).not.toBe(etag)
  })
})
