import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { readNews } from './news.ts'
import { addNews, editNews, removeNews, type NewsInput } from './news-writes.ts'

const tree = {
  News: {
    '2025-11-15': {
      n1: {
        title: 'Winter season kicks off',
        title_fr: 'La saison d’hiver commence',
        Article: 'Thirty-two teams are back.',
        Article_fr: 'Trente-deux équipes sont de retour.',
        date: '2025-11-15',
        image: 'https://example.org/news/kickoff.jpg',
        author: 'Sam',
      },
    },
    old: { Title: 'Old item', content: 'Placed directly under News', Date: '2024-01-02' },
  },
}

const input = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  title: { fr: 'Finale samedi', en: 'Final on Saturday' },
  article: { fr: 'Venez nombreux.', en: 'Come one, come all.' },
  date: '2025-12-01',
  ...overrides,
})

const written = (outcome: ReturnType<typeof addNews>) => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return applyLeagueUpdate(tree, outcome.update)
}

describe('addNews', () => {
  it('writes a new item in its publish date group with the contract field names', () => {
    const outcome = addNews(tree, 'n2', input({ image: 'news/abc.webp' }))
    expect(outcome).toEqual({
      ok: true,
      update: {
        'News/2025-12-01/n2': {
          title: 'Final on Saturday',
          title_fr: 'Finale samedi',
          Article: 'Come one, come all.',
          Article_fr: 'Venez nombreux.',
          date: '2025-12-01',
          image: 'news/abc.webp',
        },
      },
    })
    const news = readNews((written(outcome) as typeof tree).News)
    expect(news[0]).toMatchObject({
      id: 'n2',
      title: { fr: 'Finale samedi' },
      image: 'news/abc.webp',
    })
  })

  it('refuses an id already used', () => {
    expect(addNews(tree, 'n1', input()).ok).toBe(false)
  })
})

describe('editNews', () => {
  it('changes the texts in place, keeping the image and the fields the console does not know', () => {
    const outcome = editNews(tree, 'n1', input({ date: '2025-11-15' }))
    expect(outcome.ok && outcome.update).toEqual({
      'News/2025-11-15/n1/title': 'Final on Saturday',
      'News/2025-11-15/n1/title_fr': 'Finale samedi',
      'News/2025-11-15/n1/Article': 'Come one, come all.',
      'News/2025-11-15/n1/Article_fr': 'Venez nombreux.',
      'News/2025-11-15/n1/date': '2025-11-15',
    })
  })

  it('moves an item to its new publish date group, whole', () => {
    const after = written(editNews(tree, 'n1', input({ image: 'news/new.webp' }))) as typeof tree
    expect(after.News['2025-11-15' as 'old']).toBeUndefined()
    expect((after.News as Record<string, unknown>)['2025-12-01']).toEqual({
      n1: {
        title: 'Final on Saturday',
        title_fr: 'Finale samedi',
        Article: 'Come one, come all.',
        Article_fr: 'Venez nombreux.',
        date: '2025-12-01',
        image: 'news/new.webp',
        author: 'Sam',
      },
    })
  })

  it("keeps a record's own spellings", () => {
    const outcome = editNews(tree, 'old', input({ removeImage: true }))
    expect(outcome.ok && outcome.update).toEqual({
      'News/old/Title': 'Final on Saturday',
      'News/old/title_fr': 'Finale samedi',
      'News/old/content': 'Come one, come all.',
      'News/old/Article_fr': 'Venez nombreux.',
      'News/old/Date': '2025-12-01',
    })
  })

  it('takes the image away when asked', () => {
    const outcome = editNews(tree, 'n1', input({ date: '2025-11-15', removeImage: true }))
    expect(outcome.ok && outcome.update['News/2025-11-15/n1/image']).toBeNull()
  })

  it('refuses an unknown item', () => {
    expect(editNews(tree, 'nope', input())).toMatchObject({ ok: false })
  })
})

describe('removeNews', () => {
  it('deletes the record (its group too when it was the last one)', () => {
    const outcome = removeNews(tree, 'n1')
    expect(outcome).toEqual({ ok: true, update: { 'News/2025-11-15/n1': null } })
    expect(Object.keys((written(outcome) as typeof tree).News)).toEqual(['old'])
  })

  it('refuses an id found in two date groups rather than guess', () => {
    const twice = { News: { a: { x: { title: 'A' } }, b: { x: { title: 'B' } } } }
    expect(removeNews(twice, 'x')).toMatchObject({ ok: false })
  })
})
