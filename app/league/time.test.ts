import { describe, expect, it } from 'vitest'
import {
  formatLongDate,
  formatTime,
  isSameLeagueDay,
  parseLocalDate,
  parseWallTime,
  timestampOf,
  leagueDateKey,
  leagueInstant,
  leagueToday,
} from './time.ts'

describe('schedule times: H:MM or HH:MM with optional AM/PM', () => {
  it.each([
    ['7:30 PM', 19 * 60 + 30],
    ['7:30PM', 19 * 60 + 30],
    ['7:30 p.m.', 19 * 60 + 30],
    ['07:30 am', 7 * 60 + 30],
    ['12:00 AM', 0],
    ['12:15 PM', 12 * 60 + 15],
    ['20:15', 20 * 60 + 15],
    ['9:05', 9 * 60 + 5],
    ['0:00', 0],
  ])('%j → %i minutes', (input, minutes) => {
    expect(parseWallTime(input)).toBe(minutes)
  })

  it.each([
    ['TBD'],
    [''],
    ['25:00'],
    ['7:60'],
    ['13:00 PM'],
    ['0:30 AM'],
    ['7 PM'],
    ['19h30'],
    [null],
    [1930],
    [{}],
  ])('%j is unparseable', (input) => {
    expect(parseWallTime(input)).toBeUndefined()
  })
})

describe('schedule dates', () => {
  it.each([
    ['Nov 9, 2025', '2025-11-09'],
    ['NOV 9, 2025', '2025-11-09'],
    ['November 9 2025', '2025-11-09'],
    ['Sep 1, 2025', '2025-09-01'],
    ['Sept. 1, 2025', '2025-09-01'],
    ['9 novembre 2025', '2025-11-09'],
    ['2025-11-09', '2025-11-09'],
    ['2025-11-09T20:00:00', '2025-11-09'],
    // An instant with a zone: 03:00 UTC on the 10th is still the 9th in Toronto.
    ['2025-11-10T03:00:00Z', '2025-11-09'],
  ])('%j → %s', (input, iso) => {
    const date = parseLocalDate(input)
    expect(
      date &&
        `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
    ).toBe(iso)
  })

  it.each([['Feb 30, 2025'], ['2025-13-01'], ['TBD'], ['Nov 2025'], [''], [null], [{}], [12]])(
    '%j is not a date',
    (input) => {
      expect(parseLocalDate(input)).toBeUndefined()
    },
  )
})

describe('match times are America/Toronto wall-clock, across daylight saving', () => {
  it.each([
    ['January (GMT-5)', { year: 2026, month: 1, day: 15 }, '2026-01-16T00:00:00.000Z'],
    ['July (GMT-4)', { year: 2025, month: 7, day: 15 }, '2025-07-15T23:00:00.000Z'],
    ['DST start day', { year: 2026, month: 3, day: 8 }, '2026-03-08T23:00:00.000Z'],
    ['DST end day', { year: 2025, month: 11, day: 2 }, '2025-11-03T00:00:00.000Z'],
  ])('a game at 19:00 in %s is at %s and displays 19:00', (_label, date, utc) => {
    const instant = leagueInstant(date, 19 * 60)
    expect(new Date(instant).toISOString()).toBe(utc)
    expect(formatTime(instant, 'fr')).toBe('19 h 00')
    expect(formatTime(instant, 'en')).toBe('7:00 PM')
  })

  it.each([
    ['November (EST)', '2025-11-10T04:30:00Z', 'NOV 9, 2025', '2025-11-09'],
    ['July (EDT)', '2025-07-16T03:30:00Z', 'JUL 15, 2025', '2025-07-15'],
    ['New Year', '2026-01-01T04:30:00Z', 'DEC 31, 2025', '2025-12-31'],
  ])(
    '"today" at 23:30 Toronto time in %s is still that date while UTC is the next day',
    (_label, utc, key, iso) => {
      const now = new Date(utc)
      expect(now.getUTCDate()).not.toBe(Number(iso.slice(-2)))
      expect(leagueDateKey(now)).toBe(key)
      expect(leagueToday(now)).toBe(iso)
    },
  )

  it('date key is MMM D, YYYY uppercased en-US', () => {
    expect(leagueDateKey(new Date('2025-09-01T16:00:00Z'))).toBe('SEP 1, 2025')
    expect(leagueDateKey(Date.UTC(2026, 4, 20, 12))).toBe('MAY 20, 2026')
  })

  it('isSameLeagueDay compares Toronto dates, not UTC ones', () => {
    expect(
      isSameLeagueDay(new Date('2025-11-10T04:30:00Z'), new Date('2025-11-09T14:00:00Z')),
    ).toBe(true)
    expect(
      isSameLeagueDay(new Date('2025-11-10T05:30:00Z'), new Date('2025-11-09T14:00:00Z')),
    ).toBe(false)
    expect(isSameLeagueDay(Number.NaN, Number.NaN)).toBe(false)
  })
})

describe('long dates (Canadian French long form) and times', () => {
  it.each([
    ['2025-11-09', 'fr', '9 novembre 2025'],
    ['2025-11-09', 'en', 'November 9, 2025'],
    ['Nov 16, 2025', 'fr', '16 novembre 2025'],
    ['2025-10-01', 'fr', '1er octobre 2025'],
    ['2025-10-01', 'en', 'October 1, 2025'],
    ['2025-10-11', 'fr', '11 octobre 2025'],
    ['junk', 'fr', ''],
  ] as const)('%j in %s → %j', (input, lang, expected) => {
    expect(formatLongDate(input, lang)).toBe(expected)
  })

  it('uses plain spaces (no Intl no-break spaces) so output is stable across ICU versions', () => {
    const instant = leagueInstant({ year: 2025, month: 11, day: 9 }, 19 * 60 + 30)
    expect(formatTime(instant, 'fr')).toBe('19 h 30')
    expect(formatTime(instant, 'en')).toBe('7:30 PM')
    expect(formatTime(undefined, 'en')).toBe('')
  })
})

describe('update stamps (fines UpdatedAt, sponsors createdAt, news dates)', () => {
  it.each([
    [1731000000000, 1731000000000],
    ['1731000000000', 1731000000000],
    [1731000000, 1731000000000],
    ['2025-11-17', Date.parse('2025-11-17T05:00:00Z')],
    ['2025-11-17 10:00', Date.parse('2025-11-17T15:00:00Z')],
    ['2025-07-17T10:00:00', Date.parse('2025-07-17T14:00:00Z')],
    ['2025-11-17T10:00:00Z', Date.parse('2025-11-17T10:00:00Z')],
    ['Nov 17, 2025 7:30 PM', Date.parse('2025-11-18T00:30:00Z')],
    ['soon', undefined],
    [null, undefined],
  ])('%j → %j', (input, expected) => {
    expect(timestampOf(input)).toBe(expected)
  })
})
