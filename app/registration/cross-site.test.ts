import { describe, expect, it } from 'vitest'

import { CROSS_SITE_HEADER, isCrossSitePost } from './cross-site.ts'

function post(headers: Record<string, string>, url = 'http://127.0.0.1:3000/registration') {
  return new Request(url, { method: 'POST', headers })
}

describe('isCrossSitePost', () => {
  it.each(['cross-site', 'same-site'])('refuses a post whose Sec-Fetch-Site is %s', (site) => {
    expect(isCrossSitePost(post({ 'sec-fetch-site': site }))).toBe(true)
  })

  it.each(['same-origin', 'none'])('accepts a post whose Sec-Fetch-Site is %s', (site) => {
    expect(isCrossSitePost(post({ 'sec-fetch-site': site, origin: 'https://evil.example' }))).toBe(
      false,
    )
  })

  it('refuses an Origin of another site when Sec-Fetch-Site is absent', () => {
    expect(isCrossSitePost(post({ origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSitePost(post({ origin: 'null' }))).toBe(true)
  })

  it('accepts the request’s own origin and PUBLIC_URL’s (behind a TLS proxy)', () => {
    expect(isCrossSitePost(post({ origin: 'http://127.0.0.1:3000' }))).toBe(false)
    const proxied = post(
      { origin: 'https://soccer.example', host: 'soccer.example' },
      'http://10.0.0.11:3000/registration',
    )
    expect(isCrossSitePost(proxied)).toBe(false)
    const publicOnly = post({ origin: 'https://www.soccer.example' }, 'http://10.0.0.11/x')
    expect(isCrossSitePost(publicOnly, 'https://www.soccer.example')).toBe(false)
  })

  it('trusts the mark the server sets on a cross-site post', () => {
    expect(isCrossSitePost(post({ [CROSS_SITE_HEADER]: '1' }))).toBe(true)
  })

  it('lets a client that sends neither header through (not a browser being abused)', () => {
    expect(isCrossSitePost(post({}))).toBe(false)
  })
})
