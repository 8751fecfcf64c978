import http from 'node:http'

import { expect, test } from '@playwright/test'

test.describe('the production server', () => {
  test('answers /healthz with a JSON status', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  test('sends security headers and a nonce-based CSP without unsafe-inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const csp = headers['content-security-policy']
    expect(csp).toContain("frame-ancestors 'none'")
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const html = await response.text()
    // Every inline script carries the nonce of this response.
    const inlineScripts = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
    expect(headers['x-powered-by']).toBeUndefined()
  })

  test('a new nonce is used for every page', async ({ request }) => {
    const first = (await request.get('/')).headers()['content-security-policy']
    const second = (await request.get('/')).headers()['content-security-policy']
    expect(first).not.toBe(second)
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

  test('caches a rendered page but gives every response its own nonce, and answers 304 to its ETag', async ({
    request,
  }) => {
    const first = await request.get('/rules?lang=en')
    const second = await request.get('/rules?lang=en')
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(second.headers()['etag']).toBe(etag)
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
    const [nonce1, nonce2] = [first, second].map((r) =>
      nonceOf(r.headers()['content-security-policy']),
    )
    expect(nonce1).not.toBe(nonce2)
    expect(await second.text()).toContain(`nonce="${nonce2}"`)
    expect(await second.text()).not.toContain(`nonce="${nonce1}"`)

    const revalidated = await request.get('/rules?lang=en', { headers: { 'If-None-Match': etag } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['content-security-policy']).toBeUndefined()
    // The other language is another page.
    const french = await request.get('/rules?lang=fr', { headers: { 'If-None-Match': etag } })
    expect(french.status()).toBe(200)
    expect(french.headers()['etag']).not.toBe(etag)
  })
})
