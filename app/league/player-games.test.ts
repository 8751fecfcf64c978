import { describe, expect, it } from 'vitest'

import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { playerGameLog } from './player-games.ts'
import { playerProfile } from './player-profile.ts'

const game = (
  id: string,
  date: string,
  home: string,
  away: string,
  hs: number,
  as: number,
  extra = {},
) => ({
  [id]: {
    gameId: id,
    HomeTeamName: home,
    AwayTeamName: away,
    Date: date,
    Time: '20:00',
    GameComplete: 1,
    HomeTeamScore: hs,
    AwayTeamScore: as,
    ...extra,
  },
})

const league = parseLeague(
  seasonTree({
    S_Teams: {
      Lions: { team_id: 'T1', team_name: 'Lions', division_id: 'D' },
      Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'D' },
    },
    S_Players: {
      a: { player_id: 'P1', player_name: 'Ana Roy', team_id: 'T1' },
      b: { player_id: 'P2', player_name: 'Bea Lee', team_id: 'T2' },
      c: { player_id: 'P3', player_name: 'No Team' },
    },
    Schedule: {
      S: {
        Divisions: {
          D: {
            'NOV 2, 2025': game('G1', 'Nov 2, 2025', 'Lions', 'Tigers', 3, 1),
            'NOV 9, 2025': game('G2', 'Nov 9, 2025', 'Tigers', 'Lions', 2, 2),
            'NOV 16, 2025': game('G3', 'Nov 16, 2025', 'Lions', 'Tigers', 0, 0, { HomeTeamFFT: 1 }),
            'NOV 23, 2025': game('G4', 'Nov 23, 2025', 'Lions', 'Tigers', 0, 0, {
              GameComplete: 0,
            }),
          },
        },
      },
    },
    Stats_S: {
      Divisions: {
        D: {
          Teams: {
            Lions: {
              GAMES: {
                G1: {
                  PLAYERS: {
                    x: { DisplayName: 'Ana Roy', playerId: 'P1', GOALS: 2, assists: 1, Yellow: 1 },
                  },
                },
                G2: { PLAYERS: { y: { DisplayName: 'Someone Else', playerId: 'P9', GOALS: 1 } } },
              },
            },
          },
        },
      },
    },
  }),
)

const log = (playerId: string) =>
  playerGameLog(league, playerProfile(league, { playerId })!).map((line) => ({
    id: line.match.id,
    home: line.home,
    opponent: line.opponent.name.en,
    score: `${line.goalsFor}-${line.goalsAgainst}`,
    result: line.result,
    player: line.player,
  }))

describe('playerGameLog', () => {
  it('lists the finished games of the player’s team, latest first, with the player’s line', () => {
    expect(log('P1')).toEqual([
      { id: 'G3', home: true, opponent: 'Tigers', score: '0-0', result: 'L', player: undefined },
      { id: 'G2', home: false, opponent: 'Tigers', score: '2-2', result: 'D', player: 'absent' },
      {
        id: 'G1',
        home: true,
        opponent: 'Tigers',
        score: '3-1',
        result: 'W',
        player: { goals: 2, assists: 1, yellow: 1, red: 0 },
      },
    ])
  })

  it.each([
    ['the opponent’s view of a win is a loss, and of a forfeit a win', 'P2', ['W', 'D', 'L']],
    ['a player without a team has no log', 'P3', []],
  ])('%s', (_, playerId, results) => {
    expect(log(playerId).map((line) => line.result)).toEqual(results)
  })
})
