import { describe, expect, it } from 'vitest'

import { preseasonPeriod } from './preseason.ts'

const pre = (date: string, status = 'upcoming') => ({ date, isPreseason: true, status })
const regular = (date: string, status = 'upcoming') => ({ date, isPreseason: false, status })

describe('when the preseason is, from the schedule', () => {
  const games = [
    pre('2025-10-26', 'finished'),
    pre('2025-10-19', 'finished'),
    regular('2025-11-02'),
  ]

  it.each([
    [
      'before its first game',
      '2025-10-01',
      { state: 'scheduled', first: '2025-10-19', last: '2025-10-26' },
    ],
    [
      'on its first day',
      '2025-10-19',
      { state: 'under-way', first: '2025-10-19', last: '2025-10-26' },
    ],
    [
      'between its games',
      '2025-10-22',
      { state: 'under-way', first: '2025-10-19', last: '2025-10-26' },
    ],
    [
      'on its last day',
      '2025-10-26',
      { state: 'under-way', first: '2025-10-19', last: '2025-10-26' },
    ],
    ['long after it', '2026-01-14', { state: 'over', first: '2025-10-19', last: '2025-10-26' }],
  ])('is told %s', (_, today, period) => {
    expect(preseasonPeriod(games, today)).toEqual(period)
  })

  it('is over without dates when the schedule has no preseason game but the season has been played', () => {
    expect(preseasonPeriod([regular('2025-11-02', 'finished')], '2026-01-14')).toEqual({
      state: 'over',
    })
  })

  it('is none when the schedule has no preseason game and nothing is played yet', () => {
    expect(preseasonPeriod([regular('2025-11-02')], '2025-10-01')).toEqual({ state: 'none' })
    expect(preseasonPeriod([], '2025-10-01')).toEqual({ state: 'none' })
  })

  it('leaves undated preseason games out of its dates', () => {
    expect(preseasonPeriod([{ isPreseason: true, status: 'upcoming' }], '2025-10-01')).toEqual({
      state: 'none',
    })
  })
})
