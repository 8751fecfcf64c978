import zlib from 'node:zlib'

import { describe, expect, test } from 'vitest'

import { chooseEncoding } from './accept-encoding.ts'
import { buildCachedPage } from './cached-page.server.ts'

describe('chooseEncoding', () => {
  test.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %s gets %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })
})

describe('buildCachedPage', () => {
  const html = '<!DOCTYPE html><html><head><script>window.a=1</script></head><body>é</body></html>'

  test('keeps the page in three encodings that all decode to the same HTML', async () => {
    const page = await buildCachedPage('1|2026-01-14|/', html, { dependsOnCookie: false })
    expect(page.variants.identity.body.toString('utf8')).toBe(html)
    expect(zlib.brotliDecompressSync(page.variants.br.body).toString('utf8')).toBe(html)
    expect(zlib.gunzipSync(page.variants.gzip.body).toString('utf8')).toBe(html)
    expect(page.variants.br.headers['Content-Encoding']).toBe('br')
    expect(page.variants.gzip.headers['Content-Encoding']).toBe('gzip')
    expect(page.variants.identity.headers['Content-Encoding']).toBeUndefined()
    expect(page.variants.br.headers['Content-Length']).toBe(String(page.variants.br.body.length))
  })

  test('gives each encoding its own strong ETag, the same for the same HTML', async () => {
    const first = await buildCachedPage('k', html, { dependsOnCookie: false })
    const second = await buildCachedPage('k', html, { dependsOnCookie: false })
    const etags = Object.values(first.variants).map((variant) => variant.etag)
    expect(new Set(etags).size).toBe(3)
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/)
    expect(second.variants.br.etag).toBe(first.variants.br.etag)
  })

  test('allows exactly its inline scripts in the CSP and tells shared caches how to keep it', async () => {
    const page = await buildCachedPage('k', html, { dependsOnCookie: true })
    const headers = page.variants.identity.headers
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'; /)
    const scriptSrc = headers['Content-Security-Policy']!.split('; ').find((part) =>
      part.startsWith('script-src'),
    )
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(headers['Cache-Control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    expect(headers.Vary).toBe('Accept-Encoding, Cookie')
    const plain = await buildCachedPage('k', html, { dependsOnCookie: false })
    expect(plain.variants.identity.headers.Vary).toBe('Accept-Encoding')
  })
})
