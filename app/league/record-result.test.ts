import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { checkLeague } from './check-league.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { computeStandings, rankOffence, readLeague, topStrikers } from './index.ts'
import {
  recordResult,
  unfinishGame,
  type GameResultInput,
  type ResultLine,
} from './record-result.ts'
import type { WriteRefusal } from './write-outcome.ts'

type Tree = Record<string, unknown>

function applied(tree: unknown, outcome: ReturnType<typeof recordResult>): Tree {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return applyLeagueUpdate(tree as Tree, outcome.update)
}

const TEAMS = ['TA', 'TB', 'TC', 'TD']
const playersOf = (team: string) => [`${team}-1`, `${team}-2`, `${team}-3`, `${team}-K`]
const PAIRS: Array<[string, string]> = [
  ['TA', 'TB'],
  ['TC', 'TD'],
  ['TA', 'TC'],
  ['TB', 'TD'],
  ['TA', 'TD'],
  ['TB', 'TC'],
]

/** A small season with every game still to play (and one playoff game) and no stats yet. */
function freshLeague(): Tree {
  const teams: Tree = {}
  const players: Tree = {}
  for (const team of TEAMS) {
    teams[`Team_${team}`] = { team_id: team, team_name: `Team ${team}`, division_id: 'D1' }
    for (const id of playersOf(team)) {
      players[id] = {
        player_id: id,
        player_name: `Player ${id}`,
        team_id: team,
        division_id: 'D1',
        position: id.endsWith('K') ? 'GK' : 'FWD',
        GP: 0,
        Goals: 0,
        Assists: 0,
        Yellow: 0,
        Red: 0,
      }
    }
  }
  const days: Record<string, Tree> = {}
  PAIRS.forEach(([home, away], i) => {
    days[`NOV ${i + 1}, 2025`] = {
      [`G${i + 1}`]: {
        gameId: `G${i + 1}`,
        HomeTeamID: home,
        AwayTeamID: away,
        HomeTeamName: `Team ${home}`,
        AwayTeamName: `Team ${away}`,
        Date: `Nov ${i + 1}, 2025`,
        Time: '7:30 PM',
        GameComplete: false,
        GameType: 'regular',
      },
    }
  })
  days['DEC 1, 2025'] = {
    G7: {
      gameId: 'G7',
      HomeTeamID: 'TA',
      AwayTeamID: 'TB',
      Date: 'Dec 1, 2025',
      Time: '8:30 PM',
      GameComplete: false,
      GameType: 'playoffs',
      PlayoffsStage: 'Finals',
    },
  }
  return {
    Seasons: {
      S: {
        season_id: 'S',
        isActive: true,
        Season_nameE: 'Season',
        Divisions: { D1: { division_id: 'D1', division_name_en: 'Men A', is_active: '1' } },
      },
    },
    S_Teams: teams,
    S_Players: players,
    Schedule: { S: { Divisions: { D1: days } } },
  }
}

const count = (max: number) => fc.integer({ min: 0, max })

/** Lines for a side whose goals never exceed its score. */
function lines(team: string, score: number): fc.Arbitrary<ResultLine[]> {
  return fc.subarray(playersOf(team), { minLength: 1 }).chain((ids) =>
    fc.tuple(...ids.map(() => fc.tuple(count(3), count(2), count(1), count(1)))).map((figures) => {
      let left = score
      return ids.map((playerId, i) => {
        const goals = Math.min(left, figures[i][0])
        left -= goals
        return {
          playerId,
          goals,
          assists: figures[i][1],
          yellow: figures[i][2],
          red: figures[i][3],
        }
      })
    }),
  )
}

const gameIndex = fc.integer({ min: 0, max: PAIRS.length })

const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      game: gameIndex,
      home: count(6),
      away: count(6),
      seed: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unfinish' as const), game: gameIndex }) },
)

function teamsOf(game: number): [string, string] {
  return game < PAIRS.length ? PAIRS[game] : ['TA', 'TB']
}

/** A deterministic result for an operation (its lines drawn from the seed). */
function resultFor(op: {
  game: number
  home: number
  away: number
  seed: number
}): GameResultInput {
  const [home, away] = teamsOf(op.game)
  const [homeLines] = fc.sample(lines(home, op.home), { numRuns: 1, seed: op.seed })
  const [awayLines] = fc.sample(lines(away, op.away), { numRuns: 1, seed: op.seed + 1 })
  const split = (list: ResultLine[]) => ({
    players: list.filter((l) => !l.playerId.endsWith('K')),
    keepers: list.filter((l) => l.playerId.endsWith('K')),
  })
  const forfeit = op.seed % 11 === 0 ? (op.seed % 2 === 0 ? 'home' : 'away') : undefined
  const tied = op.home === op.away
  return {
    homeScore: op.home,
    awayScore: op.away,
    home: forfeit ? undefined : split(homeLines),
    away: forfeit ? undefined : split(awayLines),
    forfeit,
    overtime: op.game === PAIRS.length && tied ? true : undefined,
    shootout:
      op.game === PAIRS.length && tied
        ? { homeGoals: 3, awayGoals: 2, homeAttempts: 5, awayAttempts: 5 }
        : undefined,
  }
}

function views(tree: Tree) {
  const league = readLeague(tree)
  return {
    standings: computeStandings(league, 'D1').rows.map((r) => [
      r.team.id,
      r.gp,
      r.w,
      r.d,
      r.l,
      r.gf,
      r.ga,
      r.points,
    ]),
    offence: rankOffence(league, 'D1', 10).map((r) => [
      r.team.id,
      r.gp,
      r.gf,
      r.ga,
      r.yellow,
      r.red,
    ]),
    strikers: topStrikers(league, { divisionId: 'D1', limit: 20 }).map((r) => [
      r.playerId,
      r.goals,
    ]),
    totals: Object.fromEntries(
      Object.entries(tree.S_Players as Record<string, Tree>).map(([id, p]) => [
        id,
        [p.GP, p.Goals, p.Assists, p.Yellow, p.Red],
      ]),
    ),
  }
}

describe('recordResult and unfinishGame', () => {
  it('start from a league the checker finds clean', () => {
    expect(checkLeague(freshLeague())).toEqual([])
  })

  it("write a result into the schedule, both teams' stats, best offence, strikers and totals", () => {
    const outcome = recordResult(
      freshLeague(),
      { seasonId: 'S', gameId: 'G1' },
      {
        homeScore: 2,
        awayScore: 1,
        home: {
          players: [{ playerId: 'TA-1', goals: 2, yellow: 1 }],
          keepers: [{ playerId: 'TA-K' }],
        },
        away: { players: [{ playerId: 'TB-2', goals: 1, assists: 0 }] },
      },
    )
    expect(outcome.ok && Object.keys(outcome.update).sort()).toEqual(
      expect.arrayContaining([
        'Schedule/S/Divisions/D1/NOV 1, 2025/G1/HomeTeamScore',
        'Stats_S/Divisions/D1/Teams/Team_TA/GAMES/G1',
        'Stats_S/Divisions/D1/Teams/Team_TB/GAMES/G1',
        'TeamStats_S/Divisions/D1/Teams/Team_TA',
        'PlayerStats_S/D1/Teams/Team_TA/Player_TA-1',
        'S_Players/TA-1/Goals',
      ]),
    )
    const tree = applied(freshLeague(), outcome)
    expect(checkLeague(tree)).toEqual([])
    const view = views(tree)
    expect(view.standings[0]).toEqual(['TA', 1, 1, 0, 0, 2, 1, 3])
    expect(view.strikers[0]).toEqual(['TA-1', 2])
    expect(view.totals['TA-1']).toEqual([1, 2, 0, 1, 0])
  })

  it.each<[string, GameResultInput, WriteRefusal]>([
    [
      'a negative score',
      { homeScore: -1, awayScore: 0 },
      { code: 'figures-not-counts', values: {} },
    ],
    [
      "players' goals past their team's score",
      { homeScore: 1, awayScore: 0, home: { players: [{ playerId: 'TA-1', goals: 2 }] } },
      { code: 'home-goals-exceed-score', values: { goals: 2, score: 1 } },
    ],
    [
      'a player who is not on the roster',
      { homeScore: 1, awayScore: 0, home: { players: [{ playerId: 'NOBODY' }] } },
      { code: 'player-not-on-roster', values: { player: 'NOBODY' } },
    ],
    [
      'a player listed twice',
      {
        homeScore: 1,
        awayScore: 0,
        home: { players: [{ playerId: 'TA-1' }], keepers: [{ playerId: 'TA-1' }] },
      },
      { code: 'player-listed-twice', values: { player: 'TA-1' } },
    ],
  ])('refuses %s, saying why', (_case, input, refusal) => {
    expect(recordResult(freshLeague(), { seasonId: 'S', gameId: 'G1' }, input)).toEqual({
      ok: false,
      refusal,
    })
  })

  it('refuses a game that is not in the schedule', () => {
    const outcome = recordResult(
      freshLeague(),
      { seasonId: 'S', gameId: 'G99' },
      { homeScore: 0, awayScore: 0 },
    )
    expect(outcome).toMatchObject({ ok: false, refusal: { code: 'game-not-scheduled' } })
  })

  it.each([
    { input: { homeScore: 2, awayScore: 2 }, ok: false, why: 'a draw with no shootout' },
    {
      input: {
        homeScore: 2,
        awayScore: 2,
        shootout: { homeGoals: 3, awayGoals: 3, homeAttempts: 5, awayAttempts: 5 },
      },
      ok: false,
      why: 'a draw with a level shootout',
    },
    {
      input: {
        homeScore: 2,
        awayScore: 2,
        overtime: true,
        shootout: { homeGoals: 4, awayGoals: 3, homeAttempts: 5, awayAttempts: 5 },
      },
      ok: true,
      why: 'a draw decided by a shootout',
    },
    { input: { homeScore: 3, awayScore: 2 }, ok: true, why: 'a win' },
    { input: { homeScore: 0, awayScore: 0, forfeit: 'home' }, ok: true, why: 'a forfeit' },
  ] satisfies Array<{ input: GameResultInput; ok: boolean; why: string }>)(
    'take a playoff game only with a winner: $why is ok=$ok',
    ({ input, ok }) => {
      const outcome = recordResult(freshLeague(), { seasonId: 'S', gameId: 'G7' }, input)
      expect(outcome.ok).toBe(ok)
      if (!outcome.ok) expect(outcome.refusal.code).toBe('playoff-without-winner')
    },
  )

  it('still take a draw in the regular season', () => {
    const draw = { homeScore: 1, awayScore: 1 }
    expect(recordResult(freshLeague(), { seasonId: 'S', gameId: 'G1' }, draw).ok).toBe(true)
  })

  it('keep the contract example clean when it corrects one of its results', () => {
    const tree = applied(
      exampleLeagueTree(),
      recordResult(
        exampleLeagueTree(),
        { seasonId: '2025W', gameId: 'G2' },
        { homeScore: 4, awayScore: 3 },
      ),
    )
    expect(checkLeague(tree)).toEqual([])
    const offence = rankOffence(readLeague(tree), 'M1', 10).find((row) => row.team.id === 'T11')
    expect([offence?.gf, offence?.ga]).toEqual([5, 5])
  })

  it('leave the checker silent and the views equal to a recount, whatever the sequence of results, corrections and take-backs', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 12 }), (ops) => {
        let tree = freshLeague()
        const final = new Map<number, GameResultInput | undefined>()
        for (const op of ops) {
          const ref = { seasonId: 'S', gameId: `G${op.game + 1}` }
          const input = op.kind === 'record' ? resultFor(op) : undefined
          tree = applied(tree, input ? recordResult(tree, ref, input) : unfinishGame(tree, ref))
          final.set(op.game, input)
          expect(checkLeague(tree)).toEqual([])
        }
        let recount = freshLeague()
        for (const [game, input] of final) {
          if (input)
            recount = applied(
              recount,
              recordResult(recount, { seasonId: 'S', gameId: `G${game + 1}` }, input),
            )
        }
        expect(views(tree)).toEqual(views(recount))
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})
