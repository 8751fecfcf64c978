import { describe, expect, it } from 'vitest'
import { game, leagueTree, regularSeason } from './fixtures/playoff-trees.ts'
import { playerCareer, seasonLeagues, seasonSummaries, teamHistory } from './season-history.ts'

const player = (id: string, team: string, stats: Record<string, unknown>) => ({
  player_id: id,
  player_name: 'Zoé Tremblay',
  team_id: team,
  division_id: 'D',
  ...stats,
})

// Three seasons, written oldest last in the tree to show that the order comes from the dates:
// 2026W in progress (semi-finals played), 2025S complete (final decided by a shootout, Echo
// was 'Echo FC' then), 2024W without playoffs.
const tree = leagueTree([
  {
    id: '2026W',
    nameE: 'Winter 2026',
    nameF: 'Hiver 2026',
    active: true,
    games: [
      ...regularSeason(2026),
      game({ home: 'A', away: 'D', score: [3, 1], date: '2026-02-01', stage: 'Semi Finals' }),
      game({
        home: 'B',
        away: 'C',
        score: [2, 2],
        date: '2026-02-01',
        stage: 'Semi Finals',
        overtime: true,
        shootout: [3, 2],
      }),
      game({ home: 'A', away: 'B', date: '2026-02-08', stage: 'Finals' }),
    ],
    players: { Zoe: player('P1', 'TE', { GP: 10, Goals: 7, Assists: 2, Yellow: 1, Red: 0 }) },
    playerStats: {
      Divisions: { D: { Teams: { Echo: { Zoe_Tremblay: { Goals: 7, PlayerID: 'P1' } } } } },
    },
  },
  {
    id: '2024W',
    nameE: 'Winter 2024',
    nameF: 'Hiver 2024',
    games: regularSeason(2024),
  },
  {
    id: '2025S',
    nameE: 'Summer 2025',
    nameF: 'Été 2025',
    names: { E: 'Echo FC' },
    games: [
      ...regularSeason(2025),
      game({
        home: 'A',
        away: 'D',
        score: [0, 3],
        date: '2025-02-01',
        stage: 'Semi Finals',
        forfeit: 'home',
      }),
      game({ home: 'B', away: 'C', score: [1, 0], date: '2025-02-01', stage: 'Semi Finals' }),
      game({
        home: 'D',
        away: 'B',
        score: [1, 1],
        date: '2025-02-08',
        stage: 'Finals',
        overtime: true,
        shootout: [3, 1],
      }),
    ],
    players: {
      Zoe: player('P1', 'TD', {
        GP: 12,
        Goals: 4,
        Assists: 5,
        Yellow: 2,
        Red: 1,
        player_suspended: true,
        suspended_games: 2,
      }),
    },
  },
])

const leagues = seasonLeagues(tree)

describe('the seasons, newest first', () => {
  const summaries = seasonSummaries(leagues)

  it('lists every season by its latest game, not by tree order', () => {
    expect(summaries.map((summary) => summary.season.id)).toEqual(['2026W', '2025S', '2024W'])
  })

  it('names each division champion, regular-season leader and top scorer', () => {
    const [current, past, old] = summaries.map((summary) => summary.divisions[0])
    expect(past).toMatchObject({
      champion: { id: 'TD', name: { en: 'Delta' } },
      leader: { id: 'TA' },
      hasPlayoffs: true,
    })
    expect(current.champion).toBeUndefined()
    expect(current).toMatchObject({
      hasPlayoffs: true,
      leader: { id: 'TA' },
      topScorer: { playerId: 'P1', goals: 7 },
    })
    expect(old).toMatchObject({ hasPlayoffs: false, leader: { id: 'TA' } })
    expect(old.champion).toBeUndefined()
  })

  it('says where each season stands: the current one in its playoffs, the past ones complete', () => {
    expect(summaries.map((summary) => summary.divisions[0].stage)).toEqual([
      'playoffs',
      'complete',
      'complete',
    ])
  })

  it('has the current season in its regular season while a regular-season game is left', () => {
    const games = regularSeason(2026).map((record, index) =>
      index === 0 ? { ...record, GameComplete: false } : record,
    )
    const [current] = seasonSummaries(
      seasonLeagues(leagueTree([{ id: 'S', nameE: 'S', nameF: 'S', active: true, games }])),
    )
    expect(current.divisions[0]).toMatchObject({ stage: 'regularSeason', hasPlayoffs: false })
  })
})

describe('a player career', () => {
  it('lists the seasons the player id appears in, newest first, with a total', () => {
    const career = playerCareer(leagues, 'P1')
    expect(
      career.seasons.map((entry) => [
        entry.season.id,
        entry.team?.name.en,
        entry.stats.goals,
        entry.cards,
        entry.suspensionGames,
      ]),
    ).toEqual([
      ['2026W', 'Echo', 7, 1, 0],
      ['2025S', 'Delta', 4, 3, 2],
    ])
    expect(career.total).toMatchObject({
      seasons: 2,
      gp: 22,
      goals: 11,
      assists: 7,
      cards: 4,
      suspensionGames: 2,
    })
  })

  it.each([['P404'], [''], [undefined], [42]])('is empty for an unknown or junk id (%s)', (id) => {
    expect(playerCareer(leagues, id)).toMatchObject({ seasons: [], total: { seasons: 0 } })
  })
})

describe('a team history', () => {
  it('follows a team renamed between seasons by its id, with position, record and playoff result', () => {
    const history = teamHistory(leagues, 'TE')
    expect(
      history.map((entry) => [
        entry.season.id,
        entry.name.en,
        entry.standing?.rank,
        entry.playoffs,
      ]),
    ).toEqual([
      ['2026W', 'Echo', 5, { kind: 'missed' }],
      ['2025S', 'Echo FC', 5, { kind: 'missed' }],
      ['2024W', 'Echo', 5, undefined],
    ])
  })

  it('gives the champion, the finalist and a team still in the playoffs', () => {
    const result = (id: string) => teamHistory(leagues, id).map((entry) => entry.playoffs)
    expect(result('TD')).toEqual([
      { kind: 'eliminated', round: 'semiFinals' },
      { kind: 'champion' },
      undefined,
    ])
    expect(result('TB')).toEqual([
      { kind: 'alive', round: 'finals' },
      { kind: 'eliminated', round: 'finals' },
      undefined,
    ])
    expect(teamHistory(leagues, 'TA')[0].standing).toMatchObject({
      rank: 1,
      w: 5,
      l: 0,
      points: 15,
    })
  })

  it('is empty for an unknown team', () => {
    expect(teamHistory(leagues, 'nope')).toEqual([])
  })
})
