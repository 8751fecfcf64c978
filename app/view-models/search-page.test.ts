import { describe, expect, it } from 'vitest'

import { seasonTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { searchUnavailableView, toSearchPageView } from './search-page.ts'

const league = parseLeague(
  seasonTree({
    Divisions: {
      D: { division_id: 'D', division_name_en: 'Women A', division_name_fr: 'Femmes A' },
    },
    S_Teams: {
      Etoile: { team_id: 'T1', team_name: 'Star FC', team_name_fr: 'Étoile FC', division_id: 'D' },
    },
    S_Players: {
      a: { player_id: 'P1', player_fname: 'Zoé', player_lname: 'Lévesque', team_id: 'T1' },
      b: { player_id: 'P 2', player_name: 'Zoe <b>Roy</b>' },
    },
  }),
)

describe('search page view', () => {
  it.each([
    [null, 'empty'],
    ['  ', 'empty'],
    ['z', 'too-short'],
    ['x'.repeat(10_000), 'too-long'],
    ['nobody', 'no-results'],
    ['ZOE', 'results'],
  ] as const)('answers %j with the %s state', (query, state) => {
    expect(toSearchPageView(league, query, 'fr').state).toBe(state)
  })

  it('links teams and players with the parameters their pages need, named in the page language', () => {
    const fr = toSearchPageView(league, 'etoile', 'fr')
    expect(fr.teams.items).toEqual([
      {
        key: 'T1',
        name: 'Étoile FC',
        href: '/team/T1?division=D&season=S',
        detail: 'Femmes A',
        follow: { teamId: 'T1', divisionId: 'D' },
      },
    ])
    const en = toSearchPageView(league, 'zoe', 'en')
    expect(en.players.items).toEqual([
      { key: 'P 2', name: 'Zoe <b>Roy</b>', href: '/player/P%202?season=S', detail: '' },
      {
        key: 'P1',
        name: 'Zoé Lévesque',
        href: '/player/P1?season=S&division=D&teamId=T1',
        detail: 'Star FC · Women A',
      },
    ])
    expect(en.players.total).toBe(2)
  })

  it('gives back the query cut to the box limit', () => {
    const view = toSearchPageView(league, ` ${'y'.repeat(500)} `, 'en')
    expect(view.query).toHaveLength(view.maxLength)
    expect(searchUnavailableView('  abc ', 'en').query).toBe('abc')
  })
})
