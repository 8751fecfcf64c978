import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import {
  nextSponsorPage,
  sponsorInitials,
  sponsorSignature,
  sponsorStripPages,
  toSponsorCards,
} from './sponsors.ts'

function leagueWithSponsors(sponsors: unknown) {
  return parseLeague({ ...exampleLeagueTree(), Sponsors: sponsors })
}

describe('sponsor cards', () => {
  it('show active sponsors only, with https:// added to a bare website', () => {
    expect(toSponsorCards(parseLeague(exampleLeagueTree()))).toEqual([
      {
        id: 's1',
        name: 'Sport Expert Laval',
        websiteUrl: 'https://www.example.org',
        imageRef: 'sponsors/sportexpert.png',
      },
    ])
  })

  it('prefer imageUrl to the storage imagePath', () => {
    const league = leagueWithSponsors({
      a: { name: 'A', imageUrl: 'https://cdn.example/a.png', imagePath: 'Sponsors/a.png' },
      b: { name: 'B', imagePath: 'Sponsors/b.png' },
      c: { name: 'C' },
    })
    expect(toSponsorCards(league).map((card) => card.imageRef)).toEqual([
      'https://cdn.example/a.png',
      'Sponsors/b.png',
      undefined,
    ])
  })

  it('are empty when the sponsors node is junk', () => {
    expect(toSponsorCards(leagueWithSponsors([1, 2]))).toEqual([])
    expect(toSponsorCards(leagueWithSponsors('nope'))).toEqual([])
  })
})

describe('the sponsors strip pages (3 per page, wrapping)', () => {
  it.each([
    [0, []],
    [1, [1]],
    [3, [3]],
    [4, [3, 1]],
    [7, [3, 3, 1]],
  ])('%i sponsors make pages of %j', (count, sizes) => {
    const pages = sponsorStripPages(Array.from({ length: count }, (_, index) => index))
    expect(pages.map((page) => page.length)).toEqual(sizes)
  })

  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
    [5, 2, 0],
    [0, 0, 0],
    [-1, 3, 0],
    [Number.NaN, 3, 0],
  ])('after page %d of %d comes page %d', (page, count, next) => {
    expect(nextSponsorPage(page, count)).toBe(next)
  })

  it('has a signature that changes when a sponsor is added, renamed or relinked', () => {
    const base = [{ id: 'a', name: 'A', websiteUrl: 'https://a.example', image: '/media/a.svg' }]
    const same = sponsorSignature(structuredClone(base))
    expect(sponsorSignature(base)).toBe(same)
    expect(sponsorSignature([{ ...base[0], name: 'A2' }])).not.toBe(same)
    expect(sponsorSignature([{ ...base[0], websiteUrl: 'https://b.example' }])).not.toBe(same)
    expect(sponsorSignature([...base, { id: 'b', name: 'B' }])).not.toBe(same)
  })
})

describe('sponsorInitials', () => {
  it('takes the first letters of the first and last words, in capitals', () => {
    expect(sponsorInitials('Clinique Physio Laval')).toBe('CL')
    expect(sponsorInitials('Sports Rive-Nord')).toBe('SN')
    expect(sponsorInitials('école du sport')).toBe('ÉS')
  })

  it('takes two letters of a one-word name and never returns nothing', () => {
    expect(sponsorInitials('Desjardins')).toBe('DE')
    expect(sponsorInitials('X')).toBe('X')
    expect(sponsorInitials('   ')).toBe('?')
  })
})
