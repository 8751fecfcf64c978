import { describe, expect, it } from 'vitest'

import { checkLeague } from './check-league.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON trees mutated by path in tests
type Tree = Record<string, any>

const SCHEDULE_M1 = 'Schedule/2025W/Divisions/M1'
const G1 = `${SCHEDULE_M1}/NOV 9, 2025/G1`
const G2 = `${SCHEDULE_M1}/NOV 16, 2025/G2`
const STATS_M1 = 'Stats_2025W/Divisions/M1/Teams'

function mutated(change: (tree: Tree) => void): Tree {
  const tree = exampleLeagueTree() as Tree
  change(tree)
  return tree
}

function schedule(tree: Tree): Tree {
  return tree.Schedule['2025W'].Divisions.M1
}

/** The example with every game of both teams carrying a full match sheet, so totals can be checked. */
function withFullRosters(tree: Tree): void {
  const lions = tree.Stats_2025W.Divisions.M1.Teams.Lions_FC.GAMES
  lions.G2.PLAYERS = {
    P100: {
      DisplayName: 'Marc Tremblay',
      GP: 1,
      GOALS: 1,
      assists: 1,
      Yellow: 0,
      Red: 0,
      playerId: 'P100',
    },
  }
  lions.G2.KEEPERS = {
    P101: {
      DisplayName: 'Julien Roy',
      GP: 1,
      GOALS: 0,
      assists: 0,
      Yellow: 0,
      Red: 0,
      playerId: 'P101',
    },
  }
}

const summary = (tree: unknown) => checkLeague(tree).map((f) => [f.severity, f.code, f.path])

describe('checkLeague', () => {
  it('finds nothing in the contract example, variants and all', () => {
    expect(checkLeague(exampleLeagueTree())).toEqual([])
  })

  it('refuses what is not a league', () => {
    expect(summary(null)).toEqual([['error', 'not-a-league', '']])
    expect(summary([1, 2])).toEqual([['error', 'not-a-league', '']])
  })

  it.each<[string, (tree: Tree) => void, Array<[string, string, string]>]>([
    [
      'a misspelt isActive leaves no active season',
      (t) => {
        t.Seasons['2025W'].isActiv = true
        delete t.Seasons['2025W'].isActive
      },
      [
        ['error', 'active-season', 'Seasons'],
        ['error', 'misspelt-field', 'Seasons/2025W/isActiv'],
      ],
    ],
    [
      'a game status the site does not read',
      (t) => {
        schedule(t)['MAR 29, 2026'].G10.Status = 'delayed'
      },
      [['warning', 'unknown-status', `${SCHEDULE_M1}/MAR 29, 2026/G10/Status`]],
    ],
    [
      'a postponed game that is finished',
      (t) => {
        schedule(t)['NOV 9, 2025'].G1.Status = 'postponed'
      },
      [['warning', 'status-of-finished-game', `${G1}/Status`]],
    ],
    [
      'a reason without a status',
      (t) => {
        schedule(t)['MAR 29, 2026'].G10.StatusReason = 'Snow'
      },
      [['warning', 'reason-without-status', `${SCHEDULE_M1}/MAR 29, 2026/G10/StatusReason`]],
    ],
    [
      'a cancelled game with its reason is no finding',
      (t) => {
        schedule(t)['MAR 29, 2026'].G10.Status = 'Canceled'
        schedule(t)['MAR 29, 2026'].G10.StatusReason = 'Snow'
      },
      [],
    ],
    [
      'two active seasons',
      (t) => {
        t.Seasons['2024S'].isActive = '1'
      },
      [['error', 'active-season', 'Seasons']],
    ],
    [
      'a misspelt score field loses the score of a finished game',
      (t) => {
        const g = schedule(t)['NOV 9, 2025'].G1
        g.HomeTeamScroe = g.HomeTeamScore
        delete g.HomeTeamScore
      },
      [
        ['error', 'finished-without-score', G1],
        ['error', 'misspelt-field', `${G1}/HomeTeamScroe`],
      ],
    ],
    [
      'a misspelt field beside the right one is only suspicious',
      (t) => {
        schedule(t)['NOV 9, 2025'].G1.HomeTeamScroe = 2
      },
      [['warning', 'misspelt-field', `${G1}/HomeTeamScroe`]],
    ],
    [
      'a score in words',
      (t) => {
        schedule(t)['NOV 9, 2025'].G1.HomeTeamScore = 'one'
      },
      [['error', 'score-not-a-number', `${G1}/HomeTeamScore`]],
    ],
    [
      'a finished game without scores',
      (t) => {
        delete schedule(t)['NOV 16, 2025'].G2.HomeTeamScore
        delete schedule(t)['NOV 16, 2025'].G2.AwayTeamScore
      },
      [['error', 'finished-without-score', G2]],
    ],
    [
      'a score written in the schedule only',
      (t) => {
        schedule(t)['NOV 23, 2025'] = {
          G3: {
            gameId: 'G3',
            HomeTeamID: 'T10',
            AwayTeamID: 'T11',
            Date: 'Nov 23, 2025',
            Time: '7:30 PM',
            HomeTeamScore: 1,
            AwayTeamScore: 0,
            GameComplete: true,
          },
        }
      },
      [
        ['error', 'schedule-only', `${SCHEDULE_M1}/NOV 23, 2025/G3`],
        ['error', 'schedule-only', `${SCHEDULE_M1}/NOV 23, 2025/G3`],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC'],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/St_Laurent_United'],
      ],
    ],
    [
      'the standings count another score than the schedule shows',
      (t) => {
        t.Stats_2025W.Divisions.M1.Teams.Lions_FC.GAMES.G2.Away_goals = 4
      },
      [['error', 'score-mismatch', `${STATS_M1}/Lions_FC/GAMES/G2`]],
    ],
    [
      'a game counted in the standings but missing from the schedule',
      (t) => {
        delete schedule(t)['NOV 16, 2025']
      },
      [
        ['error', 'stats-only', `${STATS_M1}/Lions_FC/GAMES/G2`],
        ['error', 'stats-only', `${STATS_M1}/St_Laurent_United/GAMES/G2`],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC'],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/St_Laurent_United'],
      ],
    ],
    [
      'a game the schedule has not finished but the standings count',
      (t) => {
        schedule(t)['NOV 16, 2025'].G2.GameComplete = false
      },
      [
        ['error', 'stats-only', `${STATS_M1}/Lions_FC/GAMES/G2`],
        ['error', 'stats-only', `${STATS_M1}/St_Laurent_United/GAMES/G2`],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC'],
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/St_Laurent_United'],
        ['warning', 'score-not-finished', G2],
      ],
    ],
    [
      'best offence counting other goals than the games',
      (t) => {
        t.TeamStats_2025W.Divisions.M1.Teams.Lions_FC.game_1.GF = 5
      },
      [['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC']],
    ],
    [
      'a team stat in words',
      (t) => {
        t.TeamStats_2025W.Divisions.M1.Teams.Lions_FC.game_1.GA = 'x'
      },
      [
        ['error', 'team-stats-total', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC'],
        ['error', 'count-not-a-number', 'TeamStats_2025W/Divisions/M1/Teams/Lions_FC/game_1/GA'],
      ],
    ],
    [
      'a deleted team still referenced by the roster, the games and the stats',
      (t) => {
        delete t['2025W_Teams'].St_Laurent_United
      },
      [
        ['error', 'unknown-team', '2025W_Players/P110/team_id'],
        ['error', 'unknown-team', 'PlayerStats_2025W/M1/Teams/St_Laurent_United'],
        ['error', 'unknown-team', `${SCHEDULE_M1}/MAR 22, 2026/G9/AwayTeamID`],
        ['error', 'unknown-team', `${G2}/HomeTeamID`],
        ['error', 'unknown-team', `${G1}/AwayTeamID`],
        ['error', 'unknown-team', `${STATS_M1}/Lions_FC/GAMES/G1/AWAYTEAM/TeamID`],
        ['error', 'unknown-team', `${STATS_M1}/Lions_FC/GAMES/G2/HOMETEAM/TeamID`],
        ['error', 'unknown-team', `${STATS_M1}/St_Laurent_United`],
        ['error', 'unknown-team', `${STATS_M1}/St_Laurent_United/GAMES/G1/AWAYTEAM/TeamID`],
        ['error', 'unknown-team', `${STATS_M1}/St_Laurent_United/GAMES/G2/HOMETEAM/TeamID`],
        ['error', 'unknown-team', 'TeamStats_2025W/Divisions/M1/Teams/St_Laurent_United'],
        ['warning', 'unknown-team', 'Team_Fines/f1/Team_ID'],
      ],
    ],
    [
      'a team in a division that does not exist',
      (t) => {
        t['2025W_Teams'].Les_Etoiles.division_id = 'W7'
      },
      [['error', 'unknown-division', '2025W_Teams/Les_Etoiles/division_id']],
    ],
    [
      'a match sheet naming a player who is not on the roster',
      (t) => {
        const line = t.Stats_2025W.Divisions.M1.Teams.Lions_FC.GAMES.G1.PLAYERS.P100
        line.playerId = 'P999'
      },
      [['error', 'unknown-player', `${STATS_M1}/Lions_FC/GAMES/G1/PLAYERS/P100`]],
    ],
    [
      'more goals on the match sheet than the team scored',
      (t) => {
        t.Stats_2025W.Divisions.M1.Teams.Lions_FC.GAMES.G1.KEEPERS.P101.GOALS = 1
      },
      [['error', 'roster-goals', `${STATS_M1}/Lions_FC/GAMES/G1`]],
    ],
    [
      'goals in words on a match sheet or in the strikers, which the site does not count',
      (t) => {
        t.Stats_2025W.Divisions.M1.Teams.Lions_FC.GAMES.G1.KEEPERS.P101.GOALS = 'none'
        t.PlayerStats_2025W.M1.Teams.Lions_FC.Julien_Roy.Goals = 'zero'
      },
      [
        ['warning', 'count-not-a-number', 'PlayerStats_2025W/M1/Teams/Lions_FC/Julien_Roy/Goals'],
        ['warning', 'count-not-a-number', `${STATS_M1}/Lions_FC/GAMES/G1/KEEPERS/P101/GOALS`],
      ],
    ],
    [
      'strikers whose goals do not add up to the match sheets',
      (t) => {
        withFullRosters(t)
        t.PlayerStats_2025W.M1.Teams.Lions_FC.Marc_Tremblay.Goals = 4
      },
      [['error', 'player-stats-total', 'PlayerStats_2025W/M1/Teams/Lions_FC/Marc_Tremblay/Goals']],
    ],
    [
      "a player's season totals that do not add up to the match sheets",
      (t) => {
        withFullRosters(t)
        t['2025W_Players'].P100.Assists = 2
      },
      [['warning', 'player-totals', '2025W_Players/P100/Assists']],
    ],
    [
      'dates that cannot be read',
      (t) => {
        const games = schedule(t)
        games['SOMEDAY'] = {
          G11: { gameId: 'G11', HomeTeamID: 'T10', AwayTeamID: 'T11', Date: 'soon' },
        }
        games['NOV 9, 2025'].G1.Date = 'the ninth'
        games['NOV 16, 2025'].G2.Date = 'Nov 17, 2025'
      },
      [
        ['error', 'unreadable-date', `${SCHEDULE_M1}/SOMEDAY/G11`],
        ['warning', 'date-mismatch', `${G2}/Date`],
        ['warning', 'unreadable-date', `${G1}/Date`],
      ],
    ],
    [
      'a time that cannot be read',
      (t) => {
        schedule(t)['NOV 9, 2025'].G1.Time = 'after dinner'
      },
      [['warning', 'unreadable-time', `${G1}/Time`]],
    ],
    [
      'two games with one id',
      (t) => {
        schedule(t)['MAR 29, 2026'].G10.gameId = 'G9'
      },
      [['error', 'duplicate-id', `${SCHEDULE_M1}/MAR 29, 2026/G10`]],
    ],
    [
      'two teams with one id and two players with one id',
      (t) => {
        t['2025W_Teams'].Les_Etoiles.team_id = 'T10'
        t['2025W_Players'].P101.player_id = 'P100'
      },
      [
        ['error', 'duplicate-id', '2025W_Players/P101'],
        ['error', 'duplicate-id', '2025W_Teams/Les_Etoiles'],
      ],
    ],
  ])('reports %s', (_name, change, expected) => {
    expect(summary(mutated(change))).toEqual(expected)
  })

  it('says what to fix in French and English', () => {
    const [finding] = checkLeague(
      mutated((t) => {
        schedule(t)['NOV 9, 2025'].G1.HomeTeamScore = 'one'
      }),
    )
    expect(finding.message.en).toContain('"one"')
    expect(finding.message.fr).toContain('« ')
    expect(finding.message.fr).not.toEqual(finding.message.en)
  })
})
