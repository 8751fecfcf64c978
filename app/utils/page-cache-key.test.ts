import { describe, expect, test } from 'vitest'

import { resolveLanguage } from '~/i18n/language.ts'

import { languageFromCookie, pageCacheDecision } from './page-cache-key.ts'

describe('pageCacheDecision', () => {
  test.each([
    ['/', undefined, '/', 'fr', true],
    ['/?lang=en', undefined, '/?lang=en', 'en', true],
    ['/?lang=fr', 'lang=en', '/?lang=fr', 'fr', true],
    ['/?division=M1&lang=en', undefined, '/?division=M1&lang=en', 'en', false],
    ['/?news=abc&division=M1', undefined, '/?division=M1&news=abc', 'fr', true],
    ['/standings?division=%20W1%20', undefined, '/standings?division=W1', 'fr', true],
    ['/standings?utm_source=x&division=W1', undefined, '/standings?division=W1', 'fr', true],
    ['/standings?division=', undefined, '/standings', 'fr', true],
    [
      '/team/T1?season=2025W&division=M1&lang=en',
      undefined,
      '/team/T1?division=M1&season=2025W&lang=en',
      'en',
      false,
    ],
    ['/match/G1?x=1', 'lang=fr', '/match/G1', 'fr', true],
    [
      '/player/P1?playerName=Ana%20B&teamId=T1',
      undefined,
      '/player/P1?teamId=T1&playerName=Ana%20B',
      'fr',
      true,
    ],
    ['/rules?lang=de', undefined, '/rules', 'fr', true],
    ['/news?page=2&lang=en', undefined, '/news?lang=en', 'en', false],
    ['/schedule?team=T1&x=1&division=M1', undefined, '/schedule?division=M1&team=T1', 'fr', true],
    // Without a division, the home, standings and schedule pages depend on the remembered one.
    ['/schedule?lang=en', undefined, '/schedule?lang=en', 'en', true],
    ['/standings?lang=en', 'standings_division=', '/standings?lang=en', 'en', true],
    [
      '/standings?division=W1&lang=en',
      'standings_division=M1',
      '/standings?division=W1&lang=en',
      'en',
      false,
    ],
    ['/schedule?team=T1', 'standings_division=M2', '/schedule?team=T1', 'fr', true],
    ['/standings', 'standings_division=%3Cscript%3E', '/standings', 'fr', true],
    [
      '/search?utm=x&q=%20Zo%C3%A9%20&lang=en',
      undefined,
      '/search?q=Zo%C3%A9&lang=en',
      'en',
      false,
    ],
    [
      '/calendar/team/T1.ics?season=S&division=M1&lang=en',
      undefined,
      '/calendar/team/T1.ics?season=S&lang=en',
      'en',
      false,
    ],
    ['/calendar/division/M1.ics', undefined, '/calendar/division/M1.ics', 'fr', true],
    // A past season's standings and schedule: the season is part of the page, and a page of a
    // past season opens on its first division rather than the remembered one.
    [
      '/standings?season=2024W&division=M1&lang=en',
      'standings_division=W1',
      '/standings?division=M1&season=2024W&lang=en',
      'en',
      false,
    ],
    ['/standings?season=2024W', 'standings_division=W1', '/standings?season=2024W', 'fr', true],
    [
      '/schedule?season=2024W&team=T1&division=M1',
      undefined,
      '/schedule?division=M1&team=T1&season=2024W',
      'fr',
      true,
    ],
  ])('%s (cookie %s) is the page %s in %s', (target, cookie, page, lang, dependsOnCookie) => {
    expect(pageCacheDecision(target, cookie)).toEqual({ type: 'page', page, lang, dependsOnCookie })
  })

  test.each([
    ['/rules', '/rules?lang=en'],
    ['/standings?division=M1', '/standings?division=M1&lang=en'],
    ['/?lang=de&division=M1', '/?lang=en&division=M1'],
  ])('a remembered English choice sends %s to %s', (target, location) => {
    expect(pageCacheDecision(target, 'theme=x; lang=en')).toEqual({ type: 'redirect', location })
  })

  test.each([
    ['/standings', 'standings_division=W2', '/standings?division=W2'],
    ['/', 'standings_division=W2', '/?division=W2'],
    ['/?lang=en', 'standings_division=W2', '/?lang=en&division=W2'],
    ['/standings?lang=en', 'standings_division=W2', '/standings?lang=en&division=W2'],
    ['/schedule?x=1', 'lang=en; standings_division=M1', '/schedule?x=1&division=M1&lang=en'],
  ])('the remembered division sends %s (cookie %s) to %s', (target, cookie, location) => {
    expect(pageCacheDecision(target, cookie)).toEqual({ type: 'redirect', location })
  })

  test.each([
    '/registration',
    '/registration?lang=en',
    '/admin',
    '/admin?lang=en',
    '/admin/match/G1',
    '/admin/audit',
    '/admin/registrations',
    '/admin/registrations/-Nabc',
    '/admin/registrations/export/csv',
    '/admin.data',
    '/api/live',
    '/media/teams/a.svg',
    '/assets/app.js',
    '/team/T1.data?division=M1',
    '/_.data',
    '/team',
    '/team/',
    '/team/T1/extra',
    '/standings/',
    '/rules/x',
    '/no-such-page',
    '/calendar/team',
    '/calendar/team/',
    '/calendar//T1.ics',
    '/calendar/team/T1.ics/x',
    '/schedule/x',
    '//evil.example/x',
    `/standings?division=${'x'.repeat(2000)}`,
  ])('%s is not a cached page', (target) => {
    expect(pageCacheDecision(target, 'lang=en')).toBeUndefined()
  })
})

describe("an open page's revalidation after a live change", () => {
  test.each([
    ['/_.data', '/_.data', 'fr'],
    ['/_.data?lang=en&utm=x', '/_.data?lang=en', 'en'],
    ['/standings.data?division=W1&lang=en', '/standings.data?division=W1&lang=en', 'en'],
    [
      '/team/T1.data?season=2025W&division=M1&_routes=root,routes/team.$teamId',
      '/team/T1.data?division=M1&season=2025W&_routes=root,routes/team.$teamId',
      'fr',
    ],
  ])('%s is cached as %s, whoever asks', (target, page, lang) => {
    expect(pageCacheDecision(target, undefined)).toEqual({
      type: 'page',
      page,
      lang,
      dependsOnCookie: false,
    })
  })

  test.each([
    ['/standings.data', 'lang=en'],
    ['/standings.data', 'standings_division=W1'],
    ['/standings.data?_routes=<script>', undefined],
    ['/_root.data', undefined],
    ['/_.data.data', undefined],
    ['/admin.data', undefined],
    ['/admin/match/G1.data', undefined],
  ])('%s is left uncached with the cookie %s (never redirected)', (target, cookie) => {
    expect(pageCacheDecision(target, cookie)).toBeUndefined()
  })
})

describe('languageFromCookie', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['lang=en', 'en'],
    ['a=1; lang=fr', 'fr'],
    ['lang=de', undefined],
    ['xlang=en', undefined],
    ['lang=en; lang=fr', 'en'],
  ])('%s gives %s', (header, lang) => {
    expect(languageFromCookie(header)).toBe(lang)
  })
})

describe('the lang cookie, as the front layer and the renderer read it', () => {
  // Whatever the front layer keys a page by, the renderer must render in that language: a cookie
  // the key does not capture would otherwise be served to everyone under the French key.
  test.each([
    'lang=en',
    'lang=%65n',
    'lang=%65%6E',
    'lang=en; lang=fr',
    'lang=fr; lang=en',
    'lang=%66r; lang=en',
    'LANG=en',
    'Lang=en',
    'lang=EN',
    'lang="en"',
    'lang=%',
    'lang=%e',
    'lang= en ',
    'lang=en%00',
    'theme=dark;lang=en',
    'x=%; lang=en',
    'lang',
    '=en',
  ])('%s renders in the language of the page key or of the redirect', (cookie) => {
    const decision = pageCacheDecision('/rules', cookie)
    if (!decision) throw new Error('not a page')
    const rendered = (url: string) =>
      resolveLanguage(new Request(new URL(url, 'http://site.test'), { headers: { cookie } })).lang
    if (decision.type === 'redirect') {
      expect(decision.location).toBe('/rules?lang=en')
      expect(rendered(decision.location)).toBe('en')
    } else {
      expect(decision.page).toBe('/rules')
      expect(rendered(decision.page)).toBe(decision.lang)
    }
  })
})

describe('values the league does not know', () => {
  const known = { seasons: new Set(['2025W', '2024S']) }
  const page = (target: string) => {
    const decision = pageCacheDecision(target, 'lang=fr', known)
    return decision?.type === 'page' ? decision.page : decision?.type
  }

  test.each([
    ['/team/T1?division=M1&season=2024S', '/team/T1?division=M1&season=2024S'],
    ['/team/T1?division=M1&season=1999X', '/team/T1?division=M1&season=~unknown'],
    [`/share-like/team/T1?season=${'s'.repeat(200)}`, undefined],
    [`/team/T1?division=M1&season=${'s'.repeat(200)}`, '/team/T1?division=M1&season=~unknown'],
    ['/schedule?team=%3Cscript%3E', '/schedule'],
    ['/schedule?team=Lions_FC', '/schedule?team=Lions_FC'],
    ['/?news=a%22b', '/'],
    [
      `/search?q=${'zz '.repeat(80)}`,
      `/search?q=${encodeURIComponent('zz '.repeat(80).trim().slice(0, 100).trim())}`,
    ],
    ['/search?q=%20%20deux%20%20%20mots%20', '/search?q=deux%20mots'],
  ])('%s is kept as %s', (target, expected) => {
    expect(page(target)).toBe(expected)
  })

  test('a flood of made-up seasons makes one key', () => {
    const keys = new Set(
      Array.from({ length: 500 }, (_, n) => page(`/match/G1?season=S${n}&division=M1`)),
    )
    expect([...keys]).toEqual(['/match/G1?division=M1&season=~unknown'])
  })
})

describe('teams, games and news items the league does not know', () => {
  const ids = {
    team: ['T10', 'Lions FC'],
    game: ['G1'],
    news: ['n1'],
    division: ['M1'],
    player: ['P1', 'Marc'],
  }
  const known = {
    seasons: new Set(['2025W']),
    knows: (kind: keyof typeof ids, value: string) => ids[kind].includes(value),
  }
  const page = (target: string) => {
    const decision = pageCacheDecision(target, 'lang=fr', known)
    return decision?.type === 'page' ? decision.page : decision?.type
  }

  test.each([
    ['/team/T10?division=M1&season=2025W', '/team/T10?division=M1&season=2025W'],
    ['/team/T99?division=M1&season=2025W', '/team/~unknown?division=M1&season=2025W'],
    ['/team/Lions%20FC?division=M1&season=2025W', '/team/Lions%20FC?division=M1&season=2025W'],
    ['/match/G1?lang=en', '/match/G1?lang=en'],
    ['/match/G404?lang=en', '/match/~unknown?lang=en'],
    ['/news/n1', '/news/n1'],
    ['/news/n%ZZ', '/news/n%ZZ'],
    ['/news/n2', '/news/~unknown'],
    ['/schedule?team=T10', '/schedule?team=T10'],
    ['/schedule?team=T99', '/schedule?team=~unknown'],
    ['/?news=n2', '/?news=~unknown'],
    ['/player/P1', '/player/P1'],
    ['/player/P1?teamId=T99&teamName=Nobody', '/player/P1?teamId=~unknown&teamName=~unknown'],
    ['/player/P9', '/player/~unknown'],
    ['/player/%20', '/player/%20'],
    ['/player/P1?playerName=Marc', '/player/P1?playerName=Marc'],
    [
      '/player/P1?playerName=Nobody&playerKey=x',
      '/player/P1?playerKey=~unknown&playerName=~unknown',
    ],
    ['/team/T10?season=2025W&division=x1', '/team/T10?division=~unknown&season=2025W'],
    ['/standings?division=M1', '/standings?division=M1'],
  ])('%s is kept as %s', (target, expected) => {
    expect(page(target)).toBe(expected)
  })

  test('a flood of made-up divisions makes one key (a pipelined flood rendered each)', () => {
    const keys = new Set(
      Array.from({ length: 500 }, (_, n) => page(`/team/T10?season=2025W&division=x${n}`)),
    )
    expect([...keys]).toEqual(['/team/T10?division=~unknown&season=2025W'])
  })

  test('a flood of made-up player names makes one key', () => {
    const keys = new Set(
      Array.from({ length: 500 }, (_, n) => page(`/player/P1?playerName=Someone${n}`)),
    )
    expect([...keys]).toEqual(['/player/P1?playerName=~unknown'])
  })

  test('a flood of made-up game ids makes one key', () => {
    const keys = new Set(Array.from({ length: 500 }, (_, n) => page(`/match/X${n}`)))
    expect([...keys]).toEqual(['/match/~unknown'])
  })
})
