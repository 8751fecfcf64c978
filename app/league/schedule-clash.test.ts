import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { type GameSlot, fieldTakenGames, readLeague, sameDayGames } from './index.ts'

type Tree = Record<string, unknown>

const game = (id: string, home: string, away: string, date: string, extra: Tree = {}) => ({
  gameId: id,
  HomeTeamID: home,
  AwayTeamID: away,
  Date: date,
  Time: '7:00 PM',
  GameComplete: false,
  DivisionID: 'M1',
  ...extra,
})

function leagueWith(days: Record<string, Tree>) {
  const tree = exampleLeagueTree()
  const m1 = (((tree.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree
  Object.assign(m1, days)
  return readLeague(tree)
}

const ids = (league: ReturnType<typeof readLeague>, gameId: string, date: string) =>
  sameDayGames(league, gameId, date).map((match) => match.id)

it('names the games either team of a game already plays on the day it would move to', () => {
  const league = leagueWith({
    'JAN 14, 2026': { MOVE: game('MOVE', 'T10', 'T11', 'Jan 14, 2026') },
    'JAN 21, 2026': {
      HOME: game('HOME', 'T10', 'T12', 'Jan 21, 2026'),
      AWAY: game('AWAY', 'T13', 'T11', 'Jan 21, 2026'),
      OTHER: game('OTHER', 'T12', 'T13', 'Jan 21, 2026'),
    },
  })
  expect(ids(league, 'MOVE', '2026-01-21').sort()).toEqual(['AWAY', 'HOME'])
})

it('finds no clash on a day neither team plays, nor with the game itself', () => {
  const league = leagueWith({
    'JAN 14, 2026': { MOVE: game('MOVE', 'T10', 'T11', 'Jan 14, 2026') },
    'JAN 21, 2026': { OTHER: game('OTHER', 'T12', 'T13', 'Jan 21, 2026') },
  })
  expect(ids(league, 'MOVE', '2026-01-21')).toEqual([])
  expect(ids(league, 'MOVE', '2026-01-14')).toEqual([])
})

it('does not count a postponed or cancelled game as played that day', () => {
  const league = leagueWith({
    'JAN 14, 2026': { MOVE: game('MOVE', 'T10', 'T11', 'Jan 14, 2026') },
    'JAN 21, 2026': {
      OFF: game('OFF', 'T10', 'T12', 'Jan 21, 2026', { Status: 'postponed' }),
      GONE: game('GONE', 'T11', 'T13', 'Jan 21, 2026', { Status: 'cancelled' }),
    },
  })
  expect(ids(league, 'MOVE', '2026-01-21')).toEqual([])
})

it('finds nothing for a game it does not know', () => {
  expect(ids(leagueWith({}), 'NOPE', '2026-01-21')).toEqual([])
})

describe('a field at a time', () => {
  const league = () =>
    leagueWith({
      'JAN 14, 2026': { MOVE: game('MOVE', 'T10', 'T11', 'Jan 14, 2026', { Field: 'Laval 1' }) },
      'JAN 21, 2026': {
        TAKEN: game('TAKEN', 'T12', 'T13', 'Jan 21, 2026', { Time: '8:00 PM', Field: 'Laval 1' }),
        OTHER: game('OTHER', 'T14', 'T15', 'Jan 21, 2026', { Time: '8:00 PM', Field: 'Laval 2' }),
        OFF: game('OFF', 'T16', 'T17', 'Jan 21, 2026', {
          Time: '8:00 PM',
          Field: 'Laval 1',
          Status: 'postponed',
        }),
      },
    })
  const taken = (slot: GameSlot) => fieldTakenGames(league(), 'MOVE', slot).map((match) => match.id)

  it('is taken by another game on that field at that time, not by a called-off one', () => {
    expect(taken({ date: '2026-01-21', time: '20:00', field: 'laval 1 ' })).toEqual(['TAKEN'])
  })

  it('is free at another time, on another field, or when the game itself is there', () => {
    expect(taken({ date: '2026-01-21', time: '21:00', field: 'Laval 1' })).toEqual([])
    expect(taken({ date: '2026-01-21', time: '20:00', field: 'Laval 3' })).toEqual([])
    expect(taken({ date: '2026-01-14', time: '19:00', field: 'Laval 1' })).toEqual([])
  })

  it('is taken by nothing while the time or the field is still to be set', () => {
    expect(taken({ date: '2026-01-21', field: 'Laval 1' })).toEqual([])
    expect(taken({ date: '2026-01-21', time: '20:00', field: '' })).toEqual([])
  })
})
