import { describe, expect, it } from 'vitest'

import { mentionsPlayoffs, newsByMonth, readNews } from './news.ts'

describe('the news archive', () => {
  const news = readNews({
    a: { title: 'Opening night', date: '2025-09-12' },
    b: { title: 'Schedule out', date: '2025-09-02' },
    c: { title: 'Playoffs', date: '2026-01-20' },
    // Late in the evening of 31 October in Quebec is already November in UTC: the league's date counts.
    d: { title: 'Halloween', date: '2025-10-31T23:30:00-04:00' },
    e: { title: 'No date' },
  })

  it('groups news by the league’s month, newest month and newest item first, undated last', () => {
    const { months, undated } = newsByMonth(news)
    expect(months.map(({ month, items }) => [month, items.map((item) => item.id)])).toEqual([
      ['2026-01', ['c']],
      ['2025-10', ['d']],
      ['2025-09', ['a', 'b']],
    ])
    expect(undated.map((item) => item.id)).toEqual(['e'])
  })

  it('is empty for no news or junk', () => {
    expect(newsByMonth([])).toEqual({ months: [], undated: [] })
    expect(newsByMonth(null as never)).toEqual({ months: [], undated: [] })
  })
})

describe('an article about the playoffs', () => {
  it.each([
    ['Les demi-finales commencent mardi', true],
    ['Semi-finals start on Tuesday', true],
    ['Nos championnes 2025', true],
    ['Les séries éliminatoires approchent', true],
    ['Playoff schedule', true],
    ['Horaire de la finale', true],
    ['Finals night', true],
    ['Final call for registrations', false],
    ['Une série de trois victoires', false],
    ['Finalement, la saison commence', false],
    ['Championship-level refereeing clinic', false],
    ['Registration opens', false],
  ])('« %s » mentions the playoffs: %s', (title, expected) => {
    const [item] = readNews({ n: { title } })
    expect(mentionsPlayoffs(item)).toBe(expected)
  })
})
