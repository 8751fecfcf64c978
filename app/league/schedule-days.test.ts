import { describe, expect, it } from 'vitest'

import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { groupScheduleByDay } from './schedule-days.ts'

/** One division 'D'; each game is [id, Date, Time, GameComplete]. */
function matchesOf(games: Array<[string, string | undefined, string | undefined, boolean?]>) {
  const days: Record<string, Record<string, unknown>> = {}
  for (const [id, date, time, complete] of games) {
    const key = (date ?? 'NO DATE').toUpperCase()
    days[key] = {
      ...days[key],
      [id]: {
        HomeTeamName: 'Lions',
        AwayTeamName: 'Tigers',
        Date: date,
        Time: time,
        GameComplete: complete ?? false,
      },
    }
  }
  return parseLeague(
    seasonTree({
      Seasons: { S: { season_id: 'S', isActive: true, Divisions: { D: { division_id: 'D' } } } },
      Schedule: { S: { Divisions: { D: days } } },
    }),
  ).matches
}

const NOV_10_NOON = new Date('2025-11-10T17:00:00Z')

describe('groupScheduleByDay', () => {
  it('groups games by Toronto date, days in order and games by kick-off, TBD times last', () => {
    const grouped = groupScheduleByDay(
      matchesOf([
        ['late', 'Nov 9, 2025', '9:00 PM'],
        ['tbd', 'Nov 9, 2025', 'TBD'],
        ['early', 'Nov 9, 2025', '7:00 PM'],
        ['before', 'Nov 2, 2025', '8:00 PM'],
      ]),
      NOV_10_NOON,
    )
    expect(grouped.days.map((day) => [day.date, day.matches.map((match) => match.id)])).toEqual([
      ['2025-11-02', ['before']],
      ['2025-11-09', ['early', 'late', 'tbd']],
    ])
  })

  it('keeps games without a readable date apart, after the dated days', () => {
    const grouped = groupScheduleByDay(
      matchesOf([
        ['dated', 'Nov 9, 2025', '7:00 PM'],
        ['lost', 'someday', '7:00 PM'],
      ]),
      NOV_10_NOON,
    )
    expect(grouped.days).toHaveLength(1)
    expect(grouped.undated.map((match) => match.id)).toEqual(['lost'])
  })

  it.each([
    {
      name: 'today when today has games, even finished ones',
      games: [
        ['a', 'Nov 9, 2025', '7:00 PM', true],
        ['b', 'Nov 10, 2025', '7:00 PM', true],
        ['c', 'Nov 16, 2025', '7:00 PM'],
      ] as const,
      jump: { jumpDate: '2025-11-10', jumpIsToday: true },
    },
    {
      name: 'the next day with an unplayed game otherwise',
      games: [
        ['a', 'Nov 9, 2025', '7:00 PM', true],
        ['b', 'Nov 12, 2025', '7:00 PM', true],
        ['c', 'Nov 16, 2025', '7:00 PM'],
      ] as const,
      jump: { jumpDate: '2025-11-16', jumpIsToday: false },
    },
    {
      name: 'nothing once the season is played',
      games: [['a', 'Nov 9, 2025', '7:00 PM', true]] as const,
      jump: { jumpDate: undefined, jumpIsToday: false },
    },
    {
      name: 'nothing for an empty schedule',
      games: [] as const,
      jump: { jumpDate: undefined, jumpIsToday: false },
    },
  ])('jumps to $name', ({ games, jump }) => {
    const grouped = groupScheduleByDay(matchesOf(games.map((entry) => [...entry])), NOV_10_NOON)
    expect({ jumpDate: grouped.jumpDate, jumpIsToday: grouped.jumpIsToday }).toEqual(jump)
  })

  it('uses the Toronto date: 23:30 in Toronto is already tomorrow in UTC', () => {
    const grouped = groupScheduleByDay(
      matchesOf([['a', 'Nov 10, 2025', '7:00 PM']]),
      new Date('2025-11-11T04:30:00Z'),
    )
    expect(grouped.jumpIsToday).toBe(true)
  })

  it('gives no jump target for an invalid "now"', () => {
    const grouped = groupScheduleByDay(matchesOf([['a', 'Nov 10, 2025', '7:00 PM']]), NaN)
    expect(grouped.jumpDate).toBeUndefined()
    expect(grouped.days).toHaveLength(1)
  })
})
