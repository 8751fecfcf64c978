import { describe, expect, it } from 'vitest'

import { seasonTree } from './fixtures/example-tree.ts'
import { keeperLeaders, playerLeaders, rankRows } from './leaders.ts'
import { parseLeague } from './league.ts'

const DIVISIONS = {
  D: { division_id: 'D', division_name_en: 'Men A', is_active: '1' },
  E: { division_id: 'E', division_name_en: 'Women A', is_active: '1' },
}
const TEAMS = {
  Lions: { team_id: 'T1', team_name: 'Lions', division_id: 'D' },
  Bears: { team_id: 'T2', team_name: 'Bears', division_id: 'D' },
  Stars: { team_id: 'T3', team_name: 'Stars', division_id: 'E' },
}

type Totals = [
  name: string,
  team: string,
  goals: number,
  assists: number,
  yellow?: number,
  red?: number,
]

function withPlayers(players: Totals[]) {
  const roster = Object.fromEntries(
    players.map(([name, team, Goals, Assists, Yellow = 0, Red = 0], index) => [
      `P${index}`,
      {
        player_id: `P${index}`,
        player_name: name,
        team_id: team,
        GP: 5,
        Goals,
        Assists,
        Yellow,
        Red,
      },
    ]),
  )
  return parseLeague(
    seasonTree({
      Seasons: { S: { season_id: 'S', isActive: true, Divisions: DIVISIONS } },
      S_Teams: TEAMS,
      S_Players: roster,
    }),
  )
}

const ranked = (rows: Array<{ rank: number; name: string }>) =>
  rows.map((row) => `${row.rank} ${row.name}`)

describe('playerLeaders', () => {
  it.each([
    ['points', ['1 Ann', '1 Zoé', '3 Bob']],
    ['goals', ['1 Bob', '2 Ann', '2 Zoé']],
    ['assists', ['1 Ann', '1 Zoé']],
  ] as const)('ranks %s with ties sharing a rank, ordered by name', (category, expected) => {
    const league = withPlayers([
      ['Zoé', 'T1', 2, 3],
      ['Bob', 'T2', 4, 0],
      ['Ann', 'T1', 2, 3],
      ['Eve', 'T3', 9, 9],
    ])
    expect(ranked(playerLeaders(league, { divisionId: 'D', category }))).toEqual(expected)
  })

  it('counts points as goals plus assists', () => {
    const league = withPlayers([['Ann', 'T1', 2, 3]])
    const [row] = playerLeaders(league, { divisionId: 'D', category: 'points' })
    expect(row).toMatchObject({ goals: 2, assists: 3, points: 5, team: { id: 'T1' } })
  })

  it('ranks cards by red cards first, then yellow cards', () => {
    const league = withPlayers([
      ['Ann', 'T1', 0, 0, 4, 0],
      ['Bob', 'T1', 0, 0, 0, 1],
      ['Cid', 'T2', 0, 0, 1, 1],
      ['Dan', 'T2', 0, 0, 0, 0],
    ])
    expect(ranked(playerLeaders(league, { divisionId: 'D', category: 'cards' }))).toEqual([
      '1 Cid',
      '2 Bob',
      '3 Ann',
    ])
  })

  it('keeps everyone tied with the last place shown', () => {
    const league = withPlayers([
      ['Ann', 'T1', 3, 0],
      ['Bob', 'T1', 1, 0],
      ['Cid', 'T2', 1, 0],
    ])
    const rows = playerLeaders(league, { divisionId: 'D', category: 'goals', limit: 2 })
    expect(ranked(rows)).toEqual(['1 Ann', '2 Bob', '2 Cid'])
  })

  it('lists no one before the first game', () => {
    const league = withPlayers([['Ann', 'T1', 0, 0]])
    expect(playerLeaders(league, { divisionId: 'D', category: 'points' })).toEqual([])
  })
})

/** Team T1's games in division D: [keepers of T1, goals for, goals against]. */
function withKeeperGames(
  games: Array<[keepers: string[], gf: number, ga: number, forfeit?: boolean]>,
) {
  const records = Object.fromEntries(
    games.map(([keepers, gf, ga, forfeit = false], index) => [
      `G${index}`,
      {
        Home_goals: gf,
        Away_goals: ga,
        FFT: forfeit,
        HOMETEAM: { TeamID: 'T1' },
        AWAYTEAM: { TeamID: 'T2' },
        KEEPERS: Object.fromEntries(
          keepers.map((name) => [name, { DisplayName: name, GP: 1, playerId: `K_${name}` }]),
        ),
      },
    ]),
  )
  return parseLeague(
    seasonTree({
      Seasons: { S: { season_id: 'S', isActive: true, Divisions: DIVISIONS } },
      S_Teams: TEAMS,
      Stats_S: { Divisions: { D: { Teams: { Lions: { GAMES: records } } } } },
    }),
  )
}

const keepers = (
  rows: Array<{ rank: number; name: string; gp: number; gaa: number; cleanSheets: number }>,
) => rows.map((row) => `${row.rank} ${row.name} ${row.gp} ${row.gaa.toFixed(2)} ${row.cleanSheets}`)

describe('keeperLeaders', () => {
  it('ranks goalkeepers by goals against per game, then clean sheets', () => {
    const league = withKeeperGames([
      [['Ann'], 3, 0],
      [['Ann'], 1, 2],
      [['Bob'], 2, 1],
      [['Bob'], 0, 0],
      [['Cid'], 1, 1],
      [['Cid'], 1, 1],
    ])
    expect(keepers(keeperLeaders(league, { divisionId: 'D' }).rows)).toEqual([
      '1 Bob 2 0.50 1',
      '2 Ann 2 1.00 1',
      '3 Cid 2 1.00 0',
    ])
  })

  it('shares a game between its goalkeepers and gives neither the clean sheet', () => {
    const league = withKeeperGames([
      [['Ann', 'Bob'], 2, 4],
      [['Ann', 'Bob'], 1, 0],
      [['Ann'], 1, 1],
    ])
    // Ann: 1/2 + 1/2 + 1 games, 2 + 0 + 1 goals against; Bob: 1/2 + 1/2 games, 2 goals against.
    expect(keepers(keeperLeaders(league, { divisionId: 'D' }).rows)).toEqual([
      '1 Ann 3 1.50 0',
      '2 Bob 2 2.00 0',
    ])
  })

  it('ties keepers shown with the same figure and orders them by name', () => {
    const league = withKeeperGames([
      [['Zoé'], 1, 1],
      [['Ann'], 1, 1],
    ])
    expect(keepers(keeperLeaders(league, { divisionId: 'D' }).rows)).toEqual([
      '1 Ann 1 1.00 0',
      '1 Zoé 1 1.00 0',
    ])
  })

  it('does not count forfeits or games without a score', () => {
    const league = withKeeperGames([
      [['Ann'], 0, 5, true],
      [['Ann'], 2, 2],
    ])
    expect(keepers(keeperLeaders(league, { divisionId: 'D' }).rows)).toEqual(['1 Ann 1 2.00 0'])
  })

  it('ranks only keepers with a third of the busiest keeper’s games', () => {
    const league = withKeeperGames([
      ...Array.from({ length: 7 }, () => [['Ann'], 1, 2] as [string[], number, number]),
      [['Bob'], 1, 0],
      [['Cid'], 1, 0],
      [['Cid'], 1, 0],
      [['Cid'], 1, 0],
    ])
    const { rows, minGames } = keeperLeaders(league, { divisionId: 'D' })
    expect(minGames).toBe(3)
    expect(keepers(rows)).toEqual(['1 Cid 3 0.00 3', '2 Ann 7 2.00 0'])
  })

  it('lists no one and asks one game before the first game', () => {
    const league = withKeeperGames([])
    expect(keeperLeaders(league, { divisionId: 'D' })).toEqual({ rows: [], minGames: 1 })
  })
})

describe('rankRows', () => {
  const rows = (values: number[]) =>
    values.map((value, index) => ({ rank: 0, name: String.fromCharCode(97 + index), value }))
  const rank = (values: number[], limit: number) =>
    rankRows(
      rows(values),
      (row) => [row.value],
      (row) => row.name,
      limit,
    ).map((row) => `${row.rank}${row.name}`)

  it('leaves out a tie that would take the list past twice the limit', () => {
    expect(rank([5, 4, 1, 1, 1, 1, 1], 2)).toEqual(['1a', '2b'])
  })

  it('cuts a first place shared by more than twice the limit at twice the limit', () => {
    expect(rank([1, 1, 1, 1, 1], 2)).toEqual(['1a', '1b', '1c', '1d'])
  })

  it('gives tied rows the same rank and the next row its place (1, 1, 3)', () => {
    const rows = [
      { rank: 0, name: 'b', value: 2 },
      { rank: 0, name: 'a', value: 2 },
      { rank: 0, name: 'c', value: 1 },
    ]
    const out = rankRows(
      rows,
      (row) => [row.value],
      (row) => row.name,
      10,
    )
    expect(out.map((row) => `${row.rank}${row.name}`)).toEqual(['1a', '1b', '3c'])
  })
})
