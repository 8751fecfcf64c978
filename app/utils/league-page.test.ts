import { describe, expect, it } from 'vitest'

import { LEAGUE_UNAVAILABLE_STATUS, leaguePageData, leaguePageHeaders } from './league-page.ts'

describe('leaguePageData', () => {
  it('answers an unavailable page with 503, Retry-After and no-store', () => {
    const answer = leaguePageData({ view: { ok: false }, status: LEAGUE_UNAVAILABLE_STATUS })
    expect(answer.init?.status).toBe(503)
    const headers = new Headers(answer.init?.headers)
    expect(headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(answer.data).toEqual({ ok: false })
  })

  it('adds no header to the other statuses', () => {
    for (const status of [200, 400, 404]) {
      const answer = leaguePageData({ view: {}, status })
      expect(answer.init?.status).toBe(status)
      expect(new Headers(answer.init?.headers).get('Retry-After')).toBeNull()
    }
  })
})

describe('leaguePageHeaders', () => {
  it('keeps the parent headers and adds the loader ones', () => {
    const merged = leaguePageHeaders({
      parentHeaders: new Headers({ 'Set-Cookie': 'lang=en', Vary: 'Cookie' }),
      loaderHeaders: new Headers({ 'Retry-After': '60' }),
    })
    expect(merged.get('Set-Cookie')).toBe('lang=en')
    expect(merged.get('Retry-After')).toBe('60')
  })
})
