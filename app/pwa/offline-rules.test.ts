import { describe, expect, it } from 'vitest'

import {
  OFFLINE_ATTRIBUTE,
  isOfflinePageRequest,
  isStorablePage,
  markOfflineCopy,
  revalidatingRequest,
} from './offline-rules.ts'

const ORIGIN = 'https://ligue.example'
const page = (path: string, facts: { method?: string; mode?: string; origin?: string } = {}) =>
  isOfflinePageRequest({
    url: `${ORIGIN}${path}`,
    method: facts.method ?? 'GET',
    mode: facts.mode ?? 'navigate',
    origin: facts.origin ?? ORIGIN,
  })

const answer = (status: number, headers: Record<string, string>, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
})
const HTML = 'text/html; charset=utf-8'
const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

describe('which requests the worker keeps for offline reading', () => {
  it.each([
    '/',
    '/?lang=en',
    '/standings?division=3',
    '/standings?division=3&lang=en',
    '/team/12?division=3&season=2025',
    '/match/abc?lang=en',
    '/player/42?season=2025',
    '/schedule?team=7',
    '/rules',
    '/privacy-policy?lang=en',
    '/search?q=lions',
    '/news/n1?lang=en',
  ])('keeps the page %s, in either language', (path) => {
    expect(page(path)).toBe(true)
  })

  it.each([
    '/registration',
    '/registration?lang=en',
    '/registration/',
    '/admin',
    '/admin/match/G1?lang=en',
    '/admin/audit',
    '/admin/registrations',
    '/admin/registrations/-Nabc?lang=en',
    '/admin/registrations/export/csv',
    '/ADMIN/registrations',
    '/Admin',
    '/Registration',
    '/API/live',
    '/api/live',
    '/api/live?lang=en',
    '/api/send-registration-email',
    '/healthz',
    '/share/match/abc.png',
    '/calendar/team/12.ics',
    '/standings.data',
    '/_root.data',
    '/team/12.data?division=3',
    '/sitemap.xml',
    '/robots.txt',
    '/sw.js',
    '/assets/root-abc.js',
    '/media/teams/photo.jpg',
  ])('never keeps %s', (path) => {
    expect(page(path)).toBe(false)
  })

  it('never keeps a post, even to a page', () => {
    expect(page('/registration', { method: 'POST' })).toBe(false)
    expect(page('/standings', { method: 'POST' })).toBe(false)
  })

  it('leaves fetches that are not page loads (data, the live stream, images) to the network', () => {
    expect(page('/standings', { mode: 'cors' })).toBe(false)
    expect(page('/', { mode: 'same-origin' })).toBe(false)
    expect(page('/api/live', { mode: 'no-cors' })).toBe(false)
  })

  it('never keeps pages of another site', () => {
    expect(page('/', { origin: 'https://other.example' })).toBe(false)
  })

  it('does not treat a registration-like page name as registration', () => {
    expect(page('/registrations-closed')).toBe(true)
  })
})

describe('how the worker asks for a page', () => {
  it('asks the server every time: the browser’s cache may not answer with a stale page', () => {
    const request = new Request(`${ORIGIN}/standings?division=M1&lang=en`, {
      headers: { accept: 'text/html' },
    })
    const sent = revalidatingRequest(request)
    expect(sent.cache).toBe('no-cache')
    expect(sent.url).toBe(request.url)
    expect(sent.method).toBe('GET')
    expect(sent.headers.get('accept')).toBe('text/html')
  })
})

describe('which answers may be kept', () => {
  it('keeps a 200 HTML page any cache may hold', () => {
    expect(isStorablePage(answer(200, { 'content-type': HTML, 'cache-control': PUBLIC }))).toBe(
      true,
    )
    expect(isStorablePage(answer(200, { 'content-type': HTML }))).toBe(true)
  })

  it.each([
    [
      'no-store (registration, data unavailable)',
      200,
      { 'content-type': HTML, 'cache-control': 'no-store' },
    ],
    ['private', 200, { 'content-type': HTML, 'cache-control': 'private, no-cache' }],
    [
      'private, no-store (a language redirect)',
      200,
      { 'content-type': HTML, 'cache-control': 'Private, No-Store' },
    ],
    ['a 404 page', 404, { 'content-type': HTML, 'cache-control': 'no-store' }],
    ['a 503 page', 503, { 'content-type': HTML }],
    ['a 500 page', 500, { 'content-type': HTML }],
    [
      'not HTML (a .data answer)',
      200,
      { 'content-type': 'text/x-script', 'cache-control': PUBLIC },
    ],
    [
      'the live stream',
      200,
      { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' },
    ],
  ])('never keeps %s', (_label, status, headers) => {
    expect(isStorablePage(answer(status, headers))).toBe(false)
  })

  it('never keeps a redirect or another site’s answer', () => {
    expect(isStorablePage(answer(0, {}, 'opaqueredirect'))).toBe(false)
    expect(isStorablePage(answer(200, { 'content-type': HTML }, 'opaque'))).toBe(false)
    expect(isStorablePage(answer(200, { 'content-type': HTML }, 'cors'))).toBe(false)
  })
})

describe('marking a kept copy', () => {
  const html = '<!DOCTYPE html><html lang="fr"><head></head><body>x</body></html>'

  it('puts the time of the copy on the html element', () => {
    const marked = markOfflineCopy(html, '2026-01-14T23:05:00.000Z')
    expect(marked).toBe(
      `<!DOCTYPE html><html ${OFFLINE_ATTRIBUTE}="2026-01-14T23:05:00.000Z" lang="fr"><head></head><body>x</body></html>`,
    )
  })

  it('marks only the html element, once', () => {
    const marked = markOfflineCopy(
      '<html><body><p>&lt;html&gt; <htmlx></p></body></html>',
      '2026-01-14T23:05:00Z',
    )
    expect(marked.match(new RegExp(OFFLINE_ATTRIBUTE, 'g'))).toHaveLength(1)
    expect(marked.startsWith(`<html ${OFFLINE_ATTRIBUTE}=`)).toBe(true)
  })

  it('leaves the page as it is when the time is not an ISO instant', () => {
    expect(markOfflineCopy(html, '"><script>alert(1)</script>')).toBe(html)
  })
})
