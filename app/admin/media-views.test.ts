import { describe, expect, it } from 'vitest'

import { readNews } from '~/league/news.ts'
import { readSponsors } from '~/league/sponsors.ts'

import { mediaEdit, mediaRows } from './media-views.ts'

const league = {
  news: readNews({
    '2025-11-15': {
      n1: {
        title: 'Kick-off',
        title_fr: 'Coup d’envoi',
        Article: 'Back.',
        Article_fr: 'De retour.',
        date: '2025-11-15',
        image: 'news/a.webp',
      },
    },
    '2025-12-01': { n2: { title: 'English only', Article: 'Text.' } },
  }),
  sponsors: readSponsors({
    s2: { name: 'Old Sponsor', imageUrl: 'https://example.org/old.png', active: false },
    s1: {
      name: 'Sport Expert',
      imagePath: 'sponsors/se.png',
      websiteUrl: 'www.example.org',
      createdAt: 2,
    },
    s0: { name: 'Café', createdAt: 1 },
  }),
  preseason: [{ id: 'p1', url: 'preseason/banner.webp' }],
}
const fr = { lang: 'fr' as const, today: '2026-01-10' }

describe('the media editor views', () => {
  it('lists the news newest first in the operator language, dated', () => {
    expect(mediaRows.news(league, 'fr')).toEqual([
      { id: 'n2', title: 'English only', detail: '1er décembre 2025', shown: true },
      {
        id: 'n1',
        title: 'Coup d’envoi',
        detail: '15 novembre 2025',
        shown: true,
        imageRef: 'news/a.webp',
      },
    ])
  })

  it('lists shown sponsors first in the site order, hidden ones after, saying which', () => {
    expect(mediaRows.sponsor(league, 'en')).toEqual([
      { id: 's0', title: 'Café', detail: 'Shown on the site', shown: true },
      {
        id: 's1',
        title: 'Sport Expert',
        detail: 'Shown on the site',
        shown: true,
        imageRef: 'sponsors/se.png',
      },
      {
        id: 's2',
        title: 'Old Sponsor',
        detail: 'Hidden',
        shown: false,
        imageRef: 'https://example.org/old.png',
      },
    ])
  })

  it("gives a news item's form values, its date from the group when it has none", () => {
    expect(mediaEdit('news', league, 'n2', fr)).toEqual({
      values: {
        titleFr: '',
        titleEn: 'English only',
        articleFr: '',
        articleEn: 'Text.',
        date: '2025-12-01',
      },
    })
    expect(mediaEdit('news', league, 'n1', fr)?.imageRef).toBe('news/a.webp')
    expect(mediaEdit('news', league, 'nope', fr)).toBeUndefined()
    expect(mediaEdit('news', league, undefined, fr)?.values.date).toBe('2026-01-10')
  })

  it("gives a sponsor's form values, its link as the site shows it and a ticked box as 'on'", () => {
    expect(mediaEdit('sponsor', league, 's1', fr)).toEqual({
      values: { name: 'Sport Expert', websiteUrl: 'https://www.example.org', active: 'on' },
      imageRef: 'sponsors/se.png',
    })
    expect(mediaEdit('sponsor', league, 's2', fr)?.values.active).toBe('')
    expect(mediaEdit('sponsor', league, 'nope', fr)).toBeUndefined()
  })

  it("gives the active season's banner, and none to edit without an active season", () => {
    const winter = { id: '2026W', name: { fr: 'Hiver 2026', en: 'Winter 2026' }, isActive: true }
    expect(
      mediaEdit('preseason', { ...league, activeSeason: winter, seasonId: '2026W' }, undefined, fr),
    ).toEqual({ values: {}, season: 'Hiver 2026', imageRef: 'preseason/banner.webp' })
    expect(mediaEdit('preseason', league, undefined, fr)).toBeUndefined()
  })
})
