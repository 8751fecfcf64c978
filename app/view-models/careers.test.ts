import { describe, expect, it } from 'vitest'

import { game, leagueTree, regularSeason } from '~/league/fixtures/playoff-trees.ts'
import { playerCareer, seasonLeagues, teamHistory } from '~/league/index.ts'

import { toPlayerCareerView, toTeamHistoryView } from './careers.ts'

const player = (team: string, stats: Record<string, unknown>) => ({
  player_id: 'P1',
  player_name: 'Zoé Tremblay',
  team_id: team,
  division_id: 'D',
  ...stats,
})

// The active season without playoffs yet; a past one won by D in a shootout, Echo then 'Echo FC'.
const leagues = seasonLeagues(
  leagueTree([
    {
      id: '2025S',
      nameE: 'Summer 2025',
      nameF: 'Été 2025',
      names: { E: 'Echo FC' },
      games: [
        ...regularSeason(2025),
        game({ home: 'A', away: 'D', score: [0, 3], date: '2025-02-01', stage: 'Semi Finals' }),
        game({ home: 'B', away: 'C', score: [1, 0], date: '2025-02-01', stage: 'Semi Finals' }),
        game({
          home: 'D',
          away: 'B',
          score: [1, 1],
          date: '2025-02-08',
          stage: 'Finals',
          shootout: [3, 1],
        }),
      ],
      players: { Zoe: player('TD', { GP: 12, Goals: 4, Assists: 5, Yellow: 2, Red: 1 }) },
    },
    {
      id: '2026W',
      nameE: 'Winter 2026',
      nameF: 'Hiver 2026',
      active: true,
      games: regularSeason(2026),
      players: { Zoe: player('TE', { GP: 10, Goals: 7, Assists: 2, Yellow: 1, Red: 0 }) },
    },
  ]),
)
const context = { activeSeasonId: '2026W', shownSeasonId: '2026W', lang: 'fr' as const }

describe('a player’s career', () => {
  const view = toPlayerCareerView(playerCareer(leagues, 'P1'), 'P1', context)

  it('lists each season newest first, linked to that season’s pages, with a total', () => {
    expect(view?.seasons.map((season) => [season.seasonName, season.goals, season.cards])).toEqual([
      ['Hiver 2026', 7, 1],
      ['Été 2025', 4, 3],
    ])
    const [now, past] = view?.seasons ?? []
    expect(now?.shown).toBe(true)
    expect(now?.divisionHref).toBe('/standings?division=D')
    expect(past?.shown).toBe(false)
    expect(past?.href).toBe('/player/P1?season=2025S&division=D&teamId=TD')
    expect(past?.teamHref).toBe('/team/TD?division=D&season=2025S')
    expect(past?.divisionHref).toBe('/standings?division=D&season=2025S')
    expect(view?.total).toMatchObject({ seasons: 2, gp: 22, goals: 11, assists: 7, cards: 4 })
  })

  it('is not shown for a player of one season', () => {
    const one = playerCareer(leagues.slice(1), 'P1')
    expect(toPlayerCareerView(one, 'P1', context)).toBeUndefined()
  })
})

describe('a team’s history', () => {
  it('gives each season its position, record and playoff result, and a former name', () => {
    const view = toTeamHistoryView(teamHistory(leagues, 'TE'), 'TE', {
      ...context,
      lang: 'en',
      currentName: 'Echo',
    })
    expect(view?.map((season) => season.seasonName)).toEqual(['Winter 2026', 'Summer 2025'])
    const past = view?.[1]
    expect(past?.formerName).toBe('Echo FC')
    expect(past?.href).toBe('/team/TE?division=D&season=2025S')
    expect(past?.position).toMatch(/ of 6$/)
    expect(past?.playoffs).toBe('Missed the playoffs')
    expect(view?.[0]?.playoffs).toBeUndefined()
  })

  it.each([
    ['en', { kind: 'contention' }, 'In contention'],
    ['fr', { kind: 'contention' }, 'En lice'],
    ['en', { kind: 'clinched' }, 'Playoff spot clinched'],
    ['fr', { kind: 'clinched' }, 'Place en séries assurée'],
  ] as const)('says in %s that a team of a season under way is %o', (lang, playoffs, text) => {
    const [current, past] = teamHistory(leagues, 'TE')
    const view = toTeamHistoryView([{ ...current, playoffs }, past], 'TE', {
      ...context,
      lang,
      currentName: 'Echo',
    })
    expect(view?.[0]?.playoffs).toBe(text)
  })

  it('names the champion', () => {
    const view = toTeamHistoryView(teamHistory(leagues, 'TD'), 'TD', {
      ...context,
      currentName: 'Delta',
    })
    expect(view?.[1]).toMatchObject({ champion: true, playoffs: 'Championne' })
  })
})
