// League data unavailable (ADR 0005): every page answers 503 with Retry-After and no-store, and no
// cache keeps it.
import type { APIRequestContext } from '@playwright/test'

import { expect, servedBy, test } from './support/shared-servers.ts'

test.describe.configure({ mode: 'serial' })

/** Every page that reads league data, with a text of its error state in each language. */
const PAGES: { path: string; en: string; fr: string }[] = [
  { path: '/', en: 'Failed to load games.', fr: 'Échec du chargement des matchs.' },
  {
    path: '/standings',
    en: 'Failed to load suspensions.',
    fr: 'Impossible de charger les suspensions.',
  },
  {
    path: '/preseason',
    en: 'Failed to load preseason banner.',
    fr: 'Impossible de charger la bannière de la présaison.',
  },
  { path: '/schedule', en: 'Failed to load games.', fr: 'Échec du chargement des matchs.' },
  // The product names no error text for sponsors: the page keeps its title and the call to sponsor.
  { path: '/sponsors', en: 'Sponsor the league', fr: 'Devenez partenaire de la ligue' },
  {
    path: '/team/T10?division=M1&season=2025W',
    en: 'Failed to load team.',
    fr: 'Impossible de charger l’équipe.',
  },
  { path: '/match/G1', en: 'Failed to load game.', fr: 'Impossible de charger le match.' },
  {
    path: '/player/P100',
    en: 'Failed to load player profile.',
    fr: 'Impossible de charger le profil du joueur.',
  },
  { path: '/news/n1', en: 'Failed to load the article.', fr: 'Impossible de charger l’article.' },
  {
    path: '/search?q=tremblay',
    en: 'Search is unavailable right now.',
    fr: 'La recherche est indisponible pour le moment.',
  },
]

test.describe('an unreachable league source', () => {
  test.use(servedBy.unavailableServer)

  // Plain requests, as a crawler or a shared cache makes them.
  const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 })
  const pageCacheEntries = async (request: APIRequestContext) =>
    ((await (await get(request, '/healthz')).json()) as { pageCache: { entries: number } })
      .pageCache.entries

  test('every league page answers 503 with Retry-After and no-store, and shows its error', async ({
    request,
  }) => {
    for (const { path, en, fr } of PAGES) {
      for (const [lang, text] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
        // Twice: the second answer must not come from a cache either.
        for (const attempt of [1, 2]) {
          const response = await get(request, url)
          const where = `${url} (request ${attempt})`
          expect(response.status(), where).toBe(503)
          expect(response.headers()['retry-after'], where).toMatch(/^\d+$/)
          expect(response.headers()['cache-control'], where).toBe('no-store')
          const html = (await response.text()).replaceAll('&#x27;', '’')
          expect(html, where).toContain(`<html lang="${lang}"`)
          expect(html, where).toContain(text)
        }
      }
    }
    expect(await pageCacheEntries(request)).toBe(0)
  })

  test('client-side navigation data of an unavailable page is not stored either', async ({
    request,
  }) => {
    const response = await get(request, '/standings.data?lang=en')
    expect(response.headers()['cache-control']).toBe('no-store')
  })

  test('pages that read no league data still answer 200', async ({ request }) => {
    const rules = await get(request, '/rules?lang=en')
    expect(rules.status()).toBe(200)
  })
})
