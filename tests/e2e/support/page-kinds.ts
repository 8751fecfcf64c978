// Found from the demo league's own links rather than listed by id.
import { type Page, expect, test } from '@playwright/test'

import { DESKTOP, PHONE } from '../fixtures.ts'

export const LANGS = ['fr', 'en'] as const
export const WIDTHS = [
  { name: '390 px', viewport: PHONE },
  { name: '1280 px', viewport: DESKTOP },
] as const

export function withLang(path: string, lang: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
}

export async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  const response = await page.request.get(from)
  const html = await response.text()
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((candidate) => pattern.test(candidate))
  expect(href, `a link matching ${pattern} on ${from}`).toBeDefined()
  return href!
}

export type PageKind = { name: string; path: (page: Page) => Promise<string> | string }

export const PAGE_KINDS: PageKind[] = [
  { name: 'home', path: () => '/' },
  { name: 'standings', path: () => '/standings' },
  { name: 'schedule', path: () => '/schedule' },
  { name: 'tonight', path: () => '/tonight' },
  { name: 'leaders', path: () => '/leaders' },
  { name: 'preseason', path: () => '/preseason' },
  { name: 'sponsors', path: () => '/sponsors' },
  { name: 'search results', path: () => '/search?q=tremblay' },
  { name: 'search without results', path: () => '/search?q=zzzz' },
  { name: 'rules', path: () => '/rules' },
  { name: 'registration', path: () => '/registration' },
  { name: 'privacy policy', path: () => '/privacy-policy' },
  { name: 'terms of use', path: () => '/terms-of-use' },
  { name: 'cookies', path: () => '/cookies' },
  { name: 'not found', path: () => '/no/such/page' },
  { name: 'team', path: (page) => firstLink(page, '/standings', /^\/team\//) },
  { name: 'match sheet', path: (page) => firstLink(page, '/standings', /^\/match\//) },
  {
    name: 'player',
    path: async (page) =>
      firstLink(page, await firstLink(page, '/standings', /^\/team\//), /^\/player\//),
  },
  { name: 'unknown team', path: () => '/team/NO-SUCH-TEAM' },
  { name: 'unknown match', path: () => '/match/NO-SUCH-MATCH' },
  { name: 'unknown player', path: () => '/player/NO-SUCH-PLAYER' },
  {
    name: 'news article',
    path: (page) => firstLink(page, '/', /^\/news\/[^/?]+$/),
  },
  { name: 'unknown news article', path: () => '/news/NO-SUCH-ARTICLE' },
]

/** Two visits instead of four: French on the phone, English on the desktop. */
export async function visitInEachLanguageAndWidth(
  page: Page,
  kind: PageKind,
  check: () => Promise<void>,
) {
  const path = await kind.path(page)
  for (const [lang, width] of [
    ['fr', WIDTHS[0]],
    ['en', WIDTHS[1]],
  ] as const) {
    await test.step(`${lang} at ${width.name}`, async () => {
      await page.setViewportSize(width.viewport)
      await page.goto(withLang(path, lang))
      await check()
    })
  }
}
