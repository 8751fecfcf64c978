import { describe, expect, it } from 'vitest'

import { pageStatus } from '~/utils/page-result.ts'

import { seasonTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { newsPageKind, newsPageView } from './news-page.ts'

const league = parseLeague(
  seasonTree({
    News: {
      '2025-11-15': {
        n1: {
          title: 'Finals night',
          title_fr: 'Soirée des finales',
          Article: 'First paragraph.\n\nSecond <b>paragraph</b>.',
          Article_fr: 'Premier paragraphe.\n\n\nDeuxième paragraphe.',
          date: '2025-11-15',
          image: 'news/finals.jpg',
        },
      },
      '2025-10-01': { n2: { title: 'Only English', Article: '' } },
    },
  }),
)

describe('news page view', () => {
  it.each([
    [
      'fr',
      'Soirée des finales',
      '15 novembre 2025',
      ['Premier paragraphe.', 'Deuxième paragraphe.'],
    ],
    ['en', 'Finals night', 'November 15, 2025', ['First paragraph.', 'Second <b>paragraph</b>.']],
  ] as const)(
    'shows the whole article in %s, split into paragraphs',
    (lang, title, date, paragraphs) => {
      const view = newsPageView(league, 'n1', lang)
      expect(view.kind).toBe('article')
      if (view.kind !== 'article') return
      expect(view.article).toMatchObject({
        id: 'n1',
        title,
        date,
        paragraphs,
        imageRef: 'news/finals.jpg',
        archiveHref: '/news',
        bracketHref: '/playoffs',
      })
      expect(pageStatus(newsPageKind(view))).toBe(200)
    },
  )

  it('falls back to the other language and allows an empty body', () => {
    const view = newsPageView(league, 'n2', 'fr')
    expect(view.kind === 'article' && view.article.title).toBe('Only English')
    expect(view.kind === 'article' && view.article.paragraphs).toEqual([])
    expect(view.kind === 'article' && view.article.bracketHref).toBeUndefined()
  })

  it.each([['nope'], [''], [undefined], ['2025-11-15']])('answers 404 for the id %j', (id) => {
    const view = newsPageView(league, id, 'en')
    expect(view.kind).toBe('not-found')
    expect(pageStatus(newsPageKind(view))).toBe(404)
    expect(view.text['newsPage.notFoundTitle']).toBe('Article not found')
  })

  it('never throws on a league without news', () => {
    expect(newsPageView(parseLeague({ News: 'junk' }), 'n1', 'fr').kind).toBe('not-found')
  })
})
