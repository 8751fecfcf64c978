import { createHash } from 'node:crypto'
import http from 'node:http'

import { expect, test } from '@playwright/test'

test.describe('the production server', () => {
  test('answers /healthz with a JSON status', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  test('sends security headers and a hash-based CSP without unsafe-inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const csp = headers['content-security-policy']
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
    expect(headers['x-powered-by']).toBeUndefined()
  })

  test('every visitor gets the same bytes: same CSP and ETag, no cookie set', async ({
    request,
  }) => {
    const first = await request.get('/rules?lang=en')
    const second = await request.get('/rules?lang=en')
    expect(second.headers()['content-security-policy']).toBe(
      first.headers()['content-security-policy'],
    )
    expect(second.headers()['etag']).toBe(first.headers()['etag'])
    expect(await second.text()).toBe(await first.text())
    expect(first.headers()['set-cookie']).toBeUndefined()
  })

  test('compresses pages with brotli or gzip', async ({ request }) => {
    const br = await request.get('/rules', { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers()['content-encoding']).toBe('br')
    const gzip = await request.get('/rules', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
  })

  test('serves hashed assets with long-lived immutable caching', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await request.get(asset!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('immutable')
    expect(response.headers()['cache-control']).toContain('max-age=31536000')
  })

  test('refuses oversized request bodies', async ({ request }) => {
    const response = await request.post('/', {
      data: 'x'.repeat(300 * 1024),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(response.status()).toBe(413)
  })

  test('refuses a chunked request body that declares no length', async ({ baseURL }) => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${baseURL}/registration`, {
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

  test("answers 304 to a page's ETag, per encoding, and the other language is another page", async ({
    request,
  }) => {
    const first = await request.get('/rules?lang=en', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    const revalidated = await request.get('/rules?lang=en', {
      headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' },
    })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['etag']).toBe(etag)
    expect(await revalidated.body()).toHaveLength(0)
    // The brotli body is another representation with its own ETag.
    const brotli = await request.get('/rules?lang=en', {
      headers: { 'If-None-Match': etag, 'Accept-Encoding': 'br' },
    })
    expect(brotli.status()).toBe(200)
    expect(brotli.headers()['etag']).not.toBe(etag)
    const french = await request.get('/rules?lang=fr', {
      headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' },
    })
    expect(french.status()).toBe(200)
    expect(french.headers()['etag']).not.toBe(etag)
  })
})
