import { describe, expect, it } from 'vitest'
import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { matchSheet } from './match-sheet.ts'
import { perGameAverages, playerProfile } from './player-profile.ts'

const league = parseLeague(
  seasonTree({
    S_Teams: {
      Lions_FC: { team_id: 'T1', team_name: 'Lions FC', division_id: 'D' },
      Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'D' },
    },
    S_Players: {
      a: {
        player_id: 'P1',
        player_name: 'Ana Roy',
        team_id: 'T1',
        GP: 3,
        Goals: 2,
        Assists: 1,
        Yellow: 1,
        Red: 1,
        notes: 'Captain',
      },
      b: { player_id: 'P2', player_name: 'Ana Roy', team_id: 'T2', GP: 0, Goals: 0 },
    },
    PlayerStats_S: { D: { Teams: { Tigers: { Zoe_Only: { Goals: '4', photo: 'zoe.jpg' } } } } },
    Schedule: {
      S: {
        Divisions: {
          D: {
            'NOV 9, 2025': {
              G1: {
                HomeTeamName: 'lions fc',
                AwayTeamName: 'TIGERS',
                Date: 'Nov 9, 2025',
                GameComplete: 1,
                HomeTeamScore: 1,
                AwayTeamScore: 0,
              },
            },
          },
        },
      },
    },
    Stats_S: {
      Divisions: {
        D: {
          Teams: {
            Tigers: {
              GAMES: {
                G1: {
                  Home_goals: 1,
                  Away_goals: 0,
                  PLAYERS: { x: { DisplayName: 'Zoe Only', GOALS: 0 } },
                },
              },
            },
            Lions_FC: {
              GAMES: {
                G1: {
                  Home_goals: 1,
                  Away_goals: 0,
                  PLAYERS: { y: { DisplayName: 'Ana Roy', GOALS: 1, playerId: 'P1' } },
                  KEEPERS: 'junk',
                },
              },
            },
          },
        },
      },
    },
  }),
)

describe('player page: stats, per-game averages, notes, suspension', () => {
  it('per-game averages are per game played, rounded to 2 decimals; none without games', () => {
    expect(playerProfile(league, { playerId: 'P1' })).toMatchObject({
      name: 'Ana Roy',
      notes: 'Captain',
      stats: { gp: 3, goals: 2 },
      averages: { goals: 0.67, assists: 0.33, yellow: 0.33, red: 0.33, cards: 0.67 },
      suspension: { suspended: false },
    })
    expect(playerProfile(league, { playerId: 'P2' })?.averages).toBeUndefined()
    expect(
      perGameAverages({ gp: 0, goals: 5, assists: 0, yellow: 0, red: 0, pom: 0 }),
    ).toBeUndefined()
  })

  it.each([
    [{ playerName: 'Ana Roy', teamId: 'T2' }, 'P2'],
    [{ playerName: 'ana roy', teamName: 'Lions FC' }, 'P1'],
    [{ playerKey: 'Ana_Roy', teamKey: 'Tigers' }, 'P2'],
    [{ playerId: 'nope', playerName: 'Ana Roy', teamKey: 'Lions_FC' }, 'P1'],
  ])('query %j → %s (playerId, else key or name within the team)', (query, id) => {
    expect(playerProfile(league, query)?.playerId).toBe(id)
  })

  it('a player known only to PlayerStats gets a profile with goals and no averages', () => {
    expect(playerProfile(league, { playerKey: 'Zoe_Only', teamKey: 'Tigers' })).toMatchObject({
      source: 'stats',
      name: 'Zoe Only',
      photo: 'zoe.jpg',
      stats: { gp: 0, goals: 4 },
      team: { id: 'T2' },
    })
    expect(playerProfile(league, { playerKey: 'Zoe_Only', teamKey: 'Lions_FC' })).toBeUndefined()
  })
})

describe('match page: rosters matched to sides by team name when the schedule has no ids', () => {
  it('puts each team’s PLAYERS and KEEPERS on its side; junk rosters are empty', () => {
    const sheet = matchSheet(league, 'G1')!
    expect(sheet.match.home).toMatchObject({ teamId: 'T1', score: 1 })
    expect(sheet.home.players.map((line) => line.name)).toEqual(['Ana Roy'])
    expect(sheet.home.keepers).toEqual([])
    expect(sheet.away.players.map((line) => line.name)).toEqual(['Zoe Only'])
  })
})
