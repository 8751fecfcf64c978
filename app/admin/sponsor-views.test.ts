import { describe, expect, it } from 'vitest'

import { readSponsors } from '~/league/sponsors.ts'

import { sponsorEdit, sponsorRows } from './sponsor-views.ts'

const league = {
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
}

describe('sponsor views', () => {
  it('lists shown sponsors first in the site order, hidden ones after', () => {
    expect(sponsorRows(league)).toEqual([
      { id: 's0', name: 'Café', active: true },
      { id: 's1', name: 'Sport Expert', active: true, logoRef: 'sponsors/se.png' },
      { id: 's2', name: 'Old Sponsor', active: false, logoRef: 'https://example.org/old.png' },
    ])
  })

  it("gives a sponsor's form values, its link as the site shows it", () => {
    expect(sponsorEdit(league, 's1')).toEqual({
      values: { name: 'Sport Expert', websiteUrl: 'https://www.example.org', active: true },
      logoRef: 'sponsors/se.png',
    })
    expect(sponsorEdit(league, 'nope')).toBeUndefined()
  })
})
