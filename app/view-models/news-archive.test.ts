import { describe, expect, it } from 'vitest'

import { parseLeague } from '~/league/index.ts'

import { buildNewsArchive, monthLabel } from './news-archive.ts'

const league = parseLeague({
  News: {
    a: { title: 'Opening night', title_fr: 'Soirée d’ouverture', date: '2025-09-12' },
    b: { title: 'Playoffs', title_fr: 'Séries', date: '2026-01-20' },
  },
})

describe('the news archive page', () => {
  it.each([
    ['fr', '2026-01', 'janvier 2026'],
    ['en', '2026-01', 'January 2026'],
    ['fr', '2025-08', 'août 2025'],
    ['en', 'junk', 'junk'],
  ] as const)('names the month in %s: %s is « %s »', (lang, month, label) => {
    expect(monthLabel(month, lang)).toBe(label)
  })

  it('lists each month’s articles with their title in the reader’s language and a link', () => {
    const view = buildNewsArchive(league, 'fr')
    expect(
      view.months.map((month) => [month.label, month.items.map((item) => item.title)]),
    ).toEqual([
      ['janvier 2026', ['Séries']],
      ['septembre 2025', ['Soirée d’ouverture']],
    ])
    expect(view.months[0].items[0].href).toBe('/news/b')
    expect(buildNewsArchive(league, 'en').months[1].items[0].title).toBe('Opening night')
  })

  it('says the news are unavailable without a league', () => {
    expect(buildNewsArchive(undefined, 'en')).toMatchObject({ available: false, months: [] })
  })
})
