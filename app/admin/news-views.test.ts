import { describe, expect, it } from 'vitest'

import { readNews } from '~/league/news.ts'

import { newsEdit, newsRows } from './news-views.ts'

const league = {
  news: readNews({
    '2025-11-15': {
      n1: {
        title: 'Kick-off',
        title_fr: "Coup d'envoi",
        Article: 'Back.',
        Article_fr: 'De retour.',
        date: '2025-11-15',
        image: 'news/a.webp',
      },
    },
    '2025-12-01': { n2: { title: 'English only', Article: 'Text.' } },
  }),
}

describe('news views', () => {
  it('lists the items newest first in the operator language', () => {
    expect(newsRows(league, 'fr')).toEqual([
      { id: 'n2', title: 'English only', date: '1er décembre 2025', hasImage: false },
      { id: 'n1', title: "Coup d'envoi", date: '15 novembre 2025', hasImage: true },
    ])
  })

  it("gives an item's form values, its date from the group when it has none", () => {
    expect(newsEdit(league, 'n2')).toEqual({
      id: 'n2',
      values: {
        titleFr: '',
        titleEn: 'English only',
        articleFr: '',
        articleEn: 'Text.',
        date: '2025-12-01',
      },
    })
    expect(newsEdit(league, 'n1')?.imageRef).toBe('news/a.webp')
    expect(newsEdit(league, 'nope')).toBeUndefined()
  })
})
