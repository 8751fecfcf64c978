import { describe, expect, it } from 'vitest'

import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { findMatch } from './match-lists.ts'
import { previousMeetings } from './previous-meetings.ts'

const game = (id: string, date: string, home: string, away: string, extra = {}) => ({
  [id]: {
    gameId: id,
    HomeTeamID: home,
    AwayTeamID: away,
    Date: date,
    Time: '20:00',
    GameComplete: 1,
    HomeTeamScore: 2,
    AwayTeamScore: 1,
    ...extra,
  },
})

// Lions T1, Tigers T2 and Bears T3 in D; the Tigers-Lions game of Nov 9 is scheduled in E.
const league = parseLeague(
  seasonTree({
    S_Teams: {
      Lions: { team_id: 'T1', team_name: 'Lions', division_id: 'D' },
      Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'D' },
      Bears: { team_id: 'T3', team_name: 'Bears', division_id: 'D' },
    },
    Schedule: {
      S: {
        Divisions: {
          D: {
            'NOV 2, 2025': game('G1', 'Nov 2, 2025', 'T1', 'T2'),
            'NOV 16, 2025': {
              ...game('G3', 'Nov 16, 2025', 'T1', 'T2', {
                HomeTeamFFT: 1,
                HomeTeamScore: 0,
                AwayTeamScore: 3,
              }),
              ...game('G4', 'Nov 16, 2025', 'T1', 'T3'),
            },
            'NOV 23, 2025': {
              ...game('G5', 'Nov 23, 2025', 'T1', 'T2', {
                GameType: 'playoffs',
                PlayoffsStage: 'Final',
              }),
              ...game('G5b', 'Nov 23, 2025', 'T2', 'T1', { Time: '21:00' }),
            },
            'NOV 30, 2025': game('G6', 'Nov 30, 2025', 'T2', 'T1'),
            'DEC 7, 2025': game('G7', 'Dec 7, 2025', 'T1', 'T2', { GameComplete: 0 }),
            'DEC 14, 2025': game('G8', 'Dec 14, 2025', 'T1', '', { GameComplete: 0 }),
          },
          E: {
            'NOV 9, 2025': game('G2', 'Nov 9, 2025', 'T2', 'T1', { HomeTeamScore: 3 }),
          },
        },
      },
    },
  }),
)

const meetingsOf = (id: string) =>
  previousMeetings(league, findMatch(league, id)!).map((match) => match.id)

describe('previousMeetings', () => {
  it.each([
    ['none before the first game of the pair', 'G1', []],
    ['one, from another division', 'G2', ['G1']],
    ['several in date order, the forfeit included', 'G5', ['G1', 'G2', 'G3']],
    [
      'a game earlier the same day (by time), the playoff included',
      'G5b',
      ['G1', 'G2', 'G3', 'G5'],
    ],
    [
      'every earlier one, never the later or unplayed ones',
      'G7',
      ['G1', 'G2', 'G3', 'G5', 'G5b', 'G6'],
    ],
    ['only games of the same two teams', 'G4', []],
    ['none when a side is not known yet', 'G8', []],
  ])('%s (%s)', (_, id, expected) => {
    expect(meetingsOf(id)).toEqual(expected)
  })

  it('excludes the match itself and keeps the forfeit flags for the page', () => {
    const meetings = previousMeetings(league, findMatch(league, 'G6')!)
    expect(meetings.map((match) => match.id)).not.toContain('G6')
    const forfeit = meetings.find((match) => match.id === 'G3')!
    expect([forfeit.homeForfeit, forfeit.awayForfeit, forfeit.home.score]).toEqual([true, false, 0])
  })
})
