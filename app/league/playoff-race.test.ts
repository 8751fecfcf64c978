import { describe, expect, it } from 'vitest'

import { playoffBracket } from './bracket.ts'
import { game, leagueTree, regularSeason, type TeamLetter } from './fixtures/playoff-trees.ts'
import { parseLeague } from './league.ts'
import {
  gamesLeft,
  playoffRace,
  projectedBracket,
  projectedSeeds,
  regularSeasonOver,
  teamPlayoffStatus,
} from './playoff-race.ts'
import { computeStandings } from './standings.ts'

/** Teams 'a', 'b', ... with these points and games left. */
function race(table: ReadonlyArray<readonly [number, number]>, spots: number): string {
  const rows = table.map(([points], i) => ({ team: { id: String.fromCharCode(97 + i) }, points }))
  const left = new Map(rows.map((row, i) => [row.team.id, table[i][1]]))
  const states = playoffRace(rows, left, spots)
  return rows.map((row) => `${row.team.id}:${states.get(row.team.id)}`).join(' ')
}

describe('the playoff race', () => {
  it.each([
    // [points, games left] per team, spots, expected
    {
      why: 'keeps everyone in contention early in the season',
      table: [
        [9, 5],
        [6, 5],
        [3, 5],
        [0, 5],
      ],
      spots: 2,
      expected: 'a:contention b:contention c:contention d:contention',
    },
    {
      why: 'puts out a team that cannot catch the last playoff place even winning every game left',
      table: [
        [20, 1],
        [18, 1],
        [10, 1],
        [4, 1],
      ],
      spots: 2,
      expected: 'a:clinched b:clinched c:eliminated d:eliminated',
    },
    {
      why: 'keeps in a team that can only tie the last place, since tie-breakers may favour it',
      table: [
        [20, 1],
        [13, 1],
        [10, 1],
        [0, 1],
      ],
      spots: 2,
      expected: 'a:clinched b:contention c:contention d:eliminated',
    },
    {
      why: 'has clinched only once fewer teams than there are spots can reach its points',
      table: [
        [12, 2],
        [10, 2],
        [6, 2],
        [5, 2],
      ],
      spots: 2,
      expected: 'a:contention b:contention c:contention d:contention',
    },
    {
      why: 'decides everything once no game is left',
      table: [
        [9, 0],
        [6, 0],
        [6, 0],
        [1, 0],
      ],
      spots: 2,
      expected: 'a:clinched b:contention c:contention d:eliminated',
    },
    {
      why: 'leaves no one in contention in a division without playoff spots',
      table: [
        [9, 3],
        [0, 3],
      ],
      spots: 0,
      expected: 'a:eliminated b:eliminated',
    },
  ] as const)('$why', ({ table, spots, expected }) => {
    expect(race(table, spots)).toBe(expected)
  })
})

describe('projected first-round pairings', () => {
  it.each([
    {
      spots: 4,
      ties: 2,
      pairs: [
        [1, 4],
        [2, 3],
      ],
    },
    {
      spots: 8,
      ties: 4,
      pairs: [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
      ],
    },
    { spots: 2, ties: 1, pairs: [[1, 2]] },
    {
      spots: 6,
      ties: 2,
      pairs: [
        [3, 6],
        [4, 5],
      ],
    },
    {
      spots: 6,
      ties: 3,
      pairs: [
        [1, 6],
        [2, 5],
        [3, 4],
      ],
    },
    { spots: 3, ties: 2, pairs: [] },
    { spots: 4, ties: 0, pairs: [] },
  ])('pairs $spots qualifiers over $ties games as $pairs', ({ spots, ties, pairs }) => {
    expect(projectedSeeds(spots, ties)).toEqual(pairs)
  })
})

const LETTERS: TeamLetter[] = ['A', 'B', 'C', 'D', 'E', 'F']

/** The full season of `regularSeason()` with its last `unplayed` games not played yet. */
function seasonWithGamesLeft(unplayed: number, playoffs: Array<Record<string, unknown>>) {
  const games = regularSeason().map((record, index, all) => {
    if (index < all.length - unplayed) return record
    const { HomeTeamScore: _h, AwayTeamScore: _a, ...rest } = record
    return { ...rest, GameComplete: false, Date: '2026-01-28' }
  })
  return parseLeague(
    leagueTree([{ id: 'S', nameE: 'S', nameF: 'S', active: true, games: [...games, ...playoffs] }]),
  )
}

const tbdSemis = [
  game({ date: '2026-02-01', stage: 'Semi Finals' }),
  game({ date: '2026-02-01', stage: 'Semi Finals' }),
  game({ date: '2026-02-08', stage: 'Finals' }),
]

describe('a team during the regular season', () => {
  const league = seasonWithGamesLeft(3, tbdSemis)

  it('counts the regular-season games each team has left, never the playoff ones', () => {
    expect(Object.fromEntries(gamesLeft(league, 'D'))).toEqual({ TD: 2, TE: 2, TF: 2 })
    expect(regularSeasonOver(league, 'D')).toBe(false)
  })

  it('is in contention, has clinched, or is out, instead of missing a bracket of unknown teams', () => {
    const status = (season: typeof league) =>
      LETTERS.map((letter) => teamPlayoffStatus(season, 'D', `T${letter}`)?.kind).join(' ')
    expect(status(league)).toBe('clinched clinched clinched contention contention contention')
    // One game left, Echo v Foxtrot: neither can reach Delta's 6 points.
    expect(status(seasonWithGamesLeft(1, tbdSemis))).toBe(
      'clinched clinched clinched clinched missed missed',
    )
  })

  it('missed the playoffs once the regular season is over and the bracket goes on without it', () => {
    const over = seasonWithGamesLeft(0, [
      game({ home: 'A', away: 'D', date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'B', away: 'C', date: '2026-02-01', stage: 'Semi Finals' }),
    ])
    expect(regularSeasonOver(over, 'D')).toBe(true)
    expect(teamPlayoffStatus(over, 'D', 'TE')).toEqual({ kind: 'missed' })
    expect(teamPlayoffStatus(over, 'D', 'TA')).toEqual({ kind: 'alive', round: 'semiFinals' })
  })
})

describe('the projected bracket', () => {
  it('fills the first round from the current table, best seed at home, each side marked projected', () => {
    const league = seasonWithGamesLeft(3, tbdSemis)
    const projected = projectedBracket(playoffBracket(league, 'D'), computeStandings(league, 'D'))
    expect(projected?.projected).toBe(true)
    const first = projected?.rounds[0].ties.map((tie) =>
      [tie.home, tie.away].map((side) => `${side.team?.name.en}(${side.seed})`).join(' v '),
    )
    expect(first).toEqual(['Alpha(1) v Delta(4)', 'Bravo(2) v Charlie(3)'])
    expect(projected?.rounds[0].ties.every((tie) => tie.home.projected && tie.away.projected)).toBe(
      true,
    )
    expect(projected?.rounds[1].ties[0].home.team).toBeUndefined()
  })

  it('projects nothing once the league has named a team of the first round', () => {
    const league = seasonWithGamesLeft(0, [
      game({ home: 'A', away: 'D', date: '2026-02-01', stage: 'Semi Finals' }),
      game({ date: '2026-02-01', stage: 'Semi Finals' }),
    ])
    expect(projectedBracket(playoffBracket(league, 'D'), computeStandings(league, 'D'))).toBe(
      undefined,
    )
  })
})
