import { describe, expect, it } from 'vitest'

import { game, leagueTree, regularSeason } from '~/league/fixtures/playoff-trees.ts'
import { parseLeague, seasonDivisions } from '~/league/index.ts'

import { buildPlayoffsPage, playoffsNow } from './playoffs-page.ts'

/** The fixture's season, its last `unplayed` regular-season games not played yet. */
function page(unplayed: number, playoffs: Array<Record<string, unknown>>, active = true) {
  const games = regularSeason().map((record, index, all) =>
    index < all.length - unplayed ? record : { ...record, GameComplete: false },
  )
  const tree = leagueTree([
    { id: 'S', nameE: 'S', nameF: 'S', active, games: [...games, ...playoffs] },
    { id: 'NEXT', nameE: 'Next', nameF: 'Suivante', active: !active, games: [] },
  ])
  return buildPlayoffsPage(parseLeague(tree, { seasonId: 'S' }), { division: 'D', lang: 'en' })
}

const tbd = [
  game({ date: '2026-02-01', stage: 'Semi Finals' }),
  game({ date: '2026-02-01', stage: 'Semi Finals' }),
  game({ date: '2026-02-08', stage: 'Finals' }),
]

const names = (view: ReturnType<typeof page>) =>
  view.bracket?.rounds[0].ties.map((tie) => `${tie.home.name ?? '?'} v ${tie.away.name ?? '?'}`)

describe('the playoffs page during the regular season', () => {
  it('shows the first round projected from the current table, and no round under way', () => {
    const view = page(3, tbd)
    expect(view.bracket?.projected).toBe(true)
    expect(names(view)).toEqual(['Alpha v Delta', 'Bravo v Charlie'])
    expect(view.bracket?.rounds[0].ties[0].home).toMatchObject({ projected: true, seed: 1 })
    expect(view.bracket?.rounds.some((round) => round.current)).toBe(false)
    expect(view.bracket?.currentRoundLabel).toBeUndefined()
  })

  it('projects nothing once the regular season is over, nor in a past season', () => {
    expect(page(0, tbd).bracket?.projected).toBe(false)
    expect(names(page(0, tbd))).toEqual(['? v ?', '? v ?'])
    expect(page(3, tbd, false).bracket?.projected).toBe(false)
  })

  it('marks the round under way once one of its games is played', () => {
    const view = page(0, [
      game({ home: 'A', away: 'D', score: [2, 0], date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'B', away: 'C', date: '2026-02-01', stage: 'Semi Finals' }),
    ])
    expect(view.bracket?.rounds.map((round) => round.current)).toEqual([true, false])
    expect(view.bracket?.currentRoundLabel).toBe('Semifinals')
    expect(view.bracket?.rounds[0].ties[0].home.projected).toBe(false)
  })
})

describe('the playoffs on the home and standings pages', () => {
  const now = (playoffs: Array<Record<string, unknown>>) => {
    const tree = leagueTree([
      { id: 'S', nameE: 'S', nameF: 'S', active: true, games: [...regularSeason(), ...playoffs] },
    ])
    const league = parseLeague(tree)
    return playoffsNow(league, seasonDivisions(league), 'en')
  }
  const semis = [
    game({ home: 'A', away: 'D', score: [2, 0], date: '2026-02-01', stage: 'Semi Finals' }),
    game({ home: 'B', away: 'C', score: [1, 0], date: '2026-02-01', stage: 'Semi Finals' }),
  ]

  it('show nothing before a playoff game is played', () => {
    expect(now(tbd)).toEqual([])
  })

  it('show the round under way', () => {
    const [division] = now([
      ...semis,
      game({ home: 'A', away: 'B', date: '2026-02-08', stage: 'Finals' }),
    ])
    expect(division).toMatchObject({ roundLabel: 'Final', href: '/playoffs?division=D' })
    expect(division.champion).toBeUndefined()
  })

  it('keep the final and link the champion once it is played', () => {
    const final = game({ home: 'A', away: 'B', score: [1, 3], date: '2026-02-08', stage: 'Finals' })
    const [division] = now([...semis, final])
    expect(division).toMatchObject({
      roundLabel: 'Final',
      champion: { name: 'Bravo', href: '/team/TB?division=D&season=S' },
    })
    expect(division.ties).toHaveLength(1)
  })
})
