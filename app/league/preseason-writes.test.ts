import { describe, expect, it } from 'vitest'

import { setPreseasonBanner } from './preseason-writes.ts'

const seasons = { Seasons: { '2025W': { name: 'Hiver 2025' } } }

describe('setPreseasonBanner', () => {
  it.each([
    ['a season with no banner yet', {}, { 'PreSeason/2025W/-new': { url: 'preseason/a.webp' } }],
    [
      'the first entry by key',
      { PreSeason: { '2025W': { b2: { url: 'old2.jpg' }, b1: { url: 'old1.jpg' } } } },
      { 'PreSeason/2025W/b1/url': 'preseason/a.webp' },
    ],
    [
      'an entry spelt imageUrl',
      { PreSeason: { '2025W': { b1: { imageUrl: 'old.jpg' } } } },
      { 'PreSeason/2025W/b1/imageUrl': 'preseason/a.webp' },
    ],
    [
      'a bare url string entry',
      { PreSeason: { '2025W': { b1: 'https://example.org/old.jpg' } } },
      { 'PreSeason/2025W/b1': 'preseason/a.webp' },
    ],
    [
      'a season node that is one entry',
      { PreSeason: { '2025W': { url: 'old.jpg' } } },
      { 'PreSeason/2025W/url': 'preseason/a.webp' },
    ],
  ])('replaces the banner of %s', (_, branch, update) => {
    expect(
      setPreseasonBanner({ ...seasons, ...branch }, '2025W', '-new', 'preseason/a.webp'),
    ).toEqual({
      ok: true,
      update,
    })
  })

  it('refuses a season the league does not have', () => {
    expect(setPreseasonBanner(seasons, '1999S', '-new', 'a.webp')).toMatchObject({ ok: false })
  })
})
