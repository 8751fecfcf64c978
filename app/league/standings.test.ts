import { describe, expect, it } from 'vitest'
import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { computeStandings, teamStanding } from './standings.ts'

const TEAMS = {
  A: { team_id: 'TA', team_name: 'Alpha', division_id: 'D' },
  B: { team_id: 'TB', team_name: 'Bravo', division_id: 'D' },
  C: { team_id: 'TC', team_name: 'Charlie', division_id: 'D' },
  Idle: { team_id: 'TI', team_name: 'Idle', division_id: 'D' },
  Other: { team_id: 'TO', team_name: 'Other', division_id: 'E' },
}
const side = (id: string) => ({
  TeamID: `T${id}`,
  Name: (TEAMS as Record<string, { team_name: string }>)[id === 'I' ? 'Idle' : id]?.team_name ?? id,
})
const result = (
  home: string,
  away: string,
  homeGoals: unknown,
  awayGoals: unknown,
  extra: Record<string, unknown> = {},
) => ({
  Home_goals: homeGoals,
  Away_goals: awayGoals,
  HOMETEAM: side(home),
  AWAYTEAM: side(away),
  ...extra,
})

function league(statsTeams: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return parseLeague(
    seasonTree({
      Seasons: {
        S: {
          season_id: 'S',
          isActive: true,
          Divisions: {
            D: {
              division_id: 'D',
              division_name_en: 'Div',
              is_active: '1',
              division_playoff_spots: 2,
            },
          },
        },
      },
      S_Teams: TEAMS,
      Stats_S: { Divisions: { D: { Teams: statsTeams } } },
      ...extra,
    }),
  )
}

describe('per-game rule and points (3/1/0)', () => {
  it.each([
    ['a win', result('A', 'B', 3, 1), { w: 1, d: 0, l: 0, gf: 3, ga: 1, points: 3, form: ['W'] }],
    ['a draw', result('A', 'B', 2, 2), { w: 0, d: 1, l: 0, gf: 2, ga: 2, points: 1, form: ['D'] }],
    ['a loss', result('A', 'B', 0, 1), { w: 0, d: 0, l: 1, gf: 0, ga: 1, points: 0, form: ['L'] }],
    ['an away win', result('B', 'A', 1, 4), { w: 1, gf: 4, ga: 1, points: 3 }],
    ['goals as text', result('A', 'B', '3', '1'), { w: 1, gf: 3, ga: 1 }],
    [
      'a forfeit despite a winning score',
      result('A', 'B', 3, 0, { FFT: true }),
      { w: 0, l: 1, points: 0 },
    ],
    ['a forfeit flagged "1"', result('A', 'B', 2, 2, { FFT: '1' }), { d: 0, l: 1 }],
  ])("team A's record of %s", (_label, game, expected) => {
    const row = computeStandings(league({ A: { GAMES: { G1: game } } }), 'D').rows.find(
      (r) => r.team.id === 'TA',
    )!
    expect(row).toMatchObject({ gp: 1, ...expected })
    expect(row.diff).toBe(row.gf - row.ga)
  })

  it('the forfeit flag is not checked per side, it is a loss for the team computed', () => {
    const game = result('A', 'B', 0, 3, { FFT: true })
    const rows = computeStandings(
      league({ A: { GAMES: { G1: game } }, B: { GAMES: { G1: game } } }),
      'D',
    ).rows
    expect(rows.find((r) => r.team.id === 'TA')).toMatchObject({ l: 1, points: 0 })
    expect(rows.find((r) => r.team.id === 'TB')).toMatchObject({ l: 1, points: 0, gf: 3 })
  })

  it('games without a usable score are not played yet', () => {
    const row = teamStanding(
      league({
        A: {
          GAMES: { G1: result('A', 'B', undefined, 1), G2: result('A', 'B', 'x', 1), G3: 'junk' },
        },
      }),
      'TA',
      'D',
    )
    expect(row).toMatchObject({ gp: 0, points: 0, form: [] })
  })
})

describe('order: points, goal difference, goals for, name; playoff spots', () => {
  const games = {
    A: { GAMES: { G1: result('A', 'B', 1, 0), G2: result('C', 'A', 5, 0) } },
    B: { GAMES: { G1: result('A', 'B', 1, 0), G3: result('B', 'C', 4, 0) } },
    C: { GAMES: { G2: result('C', 'A', 5, 0), G3: result('B', 'C', 4, 0) } },
  }
  const standings = computeStandings(league(games), 'D')

  it('orders rows and numbers the ranks', () => {
    // All on 3 points; C +1 (5-4), B +3 (4-1), A -4 (1-5); Idle 0 points.
    expect(standings.rows.map((row) => [row.rank, row.team.name.en, row.points, row.diff])).toEqual(
      [
        [1, 'Bravo', 3, 3],
        [2, 'Charlie', 3, 1],
        [3, 'Alpha', 3, -4],
        [4, 'Idle', 0, 0],
      ],
    )
  })

  it('teams of the division with no games appear with zeros; other divisions do not', () => {
    expect(standings.rows.find((row) => row.team.id === 'TI')).toMatchObject({
      gp: 0,
      w: 0,
      d: 0,
      l: 0,
      gf: 0,
      ga: 0,
      diff: 0,
      points: 0,
      form: [],
    })
    expect(standings.rows.some((row) => row.team.id === 'TO')).toBe(false)
  })

  it('rows within the playoff spots are marked (Top N from the division)', () => {
    expect(standings.playoffSpots).toBe(2)
    expect(standings.rows.map((row) => row.inPlayoffSpot)).toEqual([true, true, false, false])
  })

  it.each([
    [
      'goals for',
      {
        A: { GAMES: { G1: result('A', 'C', 3, 3) } },
        B: { GAMES: { G2: result('B', 'C', 1, 1) } },
      },
      ['Alpha', 'Bravo'],
    ],
    [
      'name',
      {
        A: { GAMES: { G1: result('A', 'C', 1, 1) } },
        B: { GAMES: { G2: result('B', 'C', 1, 1) } },
      },
      ['Alpha', 'Bravo'],
    ],
    [
      'name, reversed input',
      {
        B: { GAMES: { G2: result('B', 'C', 1, 1) } },
        A: { GAMES: { G1: result('A', 'C', 1, 1) } },
      },
      ['Alpha', 'Bravo'],
    ],
  ])('ties are broken by %s', (_label, teams, order) => {
    const names = computeStandings(league(teams), 'D')
      .rows.filter((row) => row.gp > 0)
      .map((row) => row.team.name.en)
    expect(names).toEqual(order)
  })
})

describe('form: last 5 results, oldest first', () => {
  it('orders by schedule date when the schedule has the game, keeps the last 5', () => {
    const days = [
      'Nov 1, 2025',
      'Nov 8, 2025',
      'Nov 15, 2025',
      'Nov 22, 2025',
      'Nov 29, 2025',
      'Dec 6, 2025',
    ]
    const outcomes = [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 0],
      [0, 2],
      [3, 3],
    ]
    const gamesA: Record<string, unknown> = {}
    const schedule: Record<string, unknown> = {}
    outcomes.forEach(([h, a], index) => {
      // Game ids in reverse date order: the tree order must not decide.
      const id = `G${9 - index}`
      gamesA[id] = result('A', 'B', h, a)
      schedule[days[index].toUpperCase()] = {
        [id]: {
          gameId: id,
          Date: days[index],
          Time: '8:00 PM',
          HomeTeamID: 'TA',
          AwayTeamID: 'TB',
          GameComplete: 1,
          HomeTeamScore: h,
          AwayTeamScore: a,
        },
      }
    })
    const row = teamStanding(
      league({ A: { GAMES: gamesA } }, { Schedule: { S: { Divisions: { D: schedule } } } }),
      'TA',
      'D',
    )!
    expect(row.gp).toBe(6)
    expect(row.form).toEqual(['L', 'D', 'W', 'L', 'D'])
  })

  it('without a schedule, games are in natural id order', () => {
    const row = teamStanding(
      league({
        A: {
          GAMES: {
            G10: result('A', 'B', 0, 1),
            G2: result('A', 'B', 1, 0),
            G1: result('A', 'B', 1, 1),
          },
        },
      }),
      'TA',
      'D',
    )!
    expect(row.form).toEqual(['D', 'W', 'L'])
  })
})

describe('Standings sources (ADR 0002): Stats tree, ids before names, playoffs excluded, schedule fallback', () => {
  it('stats keys match teams by normalised name; sides match by TeamID, else by name', () => {
    const teams = {
      'alpha ': {
        GAMES: {
          G1: {
            Home_goals: 2,
            Away_goals: 0,
            HOMETEAM: { Name: 'ALPHA' },
            AWAYTEAM: { Name: 'Bravo' },
          },
        },
      },
    }
    const row = teamStanding(league(teams), 'TA', 'D')
    expect(row).toMatchObject({ gp: 1, w: 1, team: { id: 'TA', name: { en: 'Alpha' } } })
  })

  it('a Stats game that the schedule marks as a playoff game does not count', () => {
    const schedule = {
      'MAR 1, 2026': {
        G9: {
          gameId: 'G9',
          Date: 'Mar 1, 2026',
          GameType: 'playoffs',
          GameComplete: 1,
          HomeTeamID: 'TA',
          AwayTeamID: 'TB',
          HomeTeamScore: 5,
          AwayTeamScore: 0,
        },
      },
    }
    const row = teamStanding(
      league(
        { A: { GAMES: { G9: result('A', 'B', 5, 0), G1: result('A', 'B', 0, 0) } } },
        { Schedule: { S: { Divisions: { D: schedule } } } },
      ),
      'TA',
      'D',
    )
    expect(row).toMatchObject({ gp: 1, d: 1, w: 0 })
  })

  it('a team only in the Stats tree still appears', () => {
    const rows = computeStandings(
      league({
        Zulu_FC: {
          GAMES: {
            G1: {
              Home_goals: 1,
              Away_goals: 0,
              HOMETEAM: { Name: 'Zulu FC' },
              AWAYTEAM: { TeamID: 'TA' },
            },
          },
        },
      }),
      'D',
    ).rows
    expect(rows.find((row) => row.team.key === 'Zulu_FC')).toMatchObject({
      team: { name: { en: 'Zulu FC' } },
      w: 1,
    })
  })

  it('with no Stats results, finished regular-season schedule games are used, with per-side forfeits', () => {
    const schedule = {
      'NOV 1, 2025': {
        G1: {
          Date: 'Nov 1, 2025',
          GameComplete: 1,
          HomeTeamID: 'TA',
          AwayTeamID: 'TB',
          HomeTeamScore: 2,
          AwayTeamScore: 1,
        },
        G2: {
          Date: 'Nov 1, 2025',
          GameComplete: 1,
          HomeTeamID: 'TC',
          AwayTeamID: 'TA',
          HomeTeamScore: 3,
          AwayTeamScore: 0,
          HomeTeamFFT: true,
        },
        G3: { Date: 'Nov 1, 2025', GameComplete: 0, HomeTeamID: 'TB', AwayTeamID: 'TC' },
        G4: {
          Date: 'Nov 1, 2025',
          GameComplete: 1,
          GameType: 'playoffs',
          HomeTeamID: 'TB',
          AwayTeamID: 'TC',
          HomeTeamScore: 9,
          AwayTeamScore: 0,
        },
      },
    }
    const standings = computeStandings(
      league({}, { Schedule: { S: { Divisions: { D: schedule } } } }),
      'D',
    )
    expect(standings.source).toBe('schedule')
    expect(standings.rows.find((row) => row.team.id === 'TA')).toMatchObject({
      gp: 2,
      w: 1,
      l: 1,
      points: 3,
    })
    expect(standings.rows.find((row) => row.team.id === 'TC')).toMatchObject({
      gp: 1,
      l: 1,
      points: 0,
    })
    expect(standings.rows.find((row) => row.team.id === 'TB')).toMatchObject({ gp: 1, l: 1 })
  })

  it('an unknown division gives no rows; a junk division id too', () => {
    expect(computeStandings(league({}), 'nope').rows).toEqual([])
    expect(computeStandings(league({}), { junk: true }).rows).toEqual([])
  })
})
