import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { addSponsor, editSponsor } from './sponsor-writes.ts'
import { activeSponsors, readSponsors } from './sponsors.ts'

const tree = {
  Sponsors: {
    s1: {
      name: 'Sport Expert Laval',
      imagePath: 'sponsors/sportexpert.png',
      websiteUrl: 'www.example.org',
      active: true,
      createdAt: 1731000000000,
    },
    s2: { Name: 'Old Sponsor', logoUrl: 'https://example.org/old.png', isActive: false },
  },
}

const sponsorsOf = (outcome: ReturnType<typeof addSponsor>) => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return readSponsors((applyLeagueUpdate(tree, outcome.update) as typeof tree).Sponsors)
}

describe('addSponsor', () => {
  it('writes the contract fields, a stored logo in imagePath', () => {
    const outcome = addSponsor(tree, 's3', {
      name: 'Café Lune',
      logo: 'sponsor/abc.webp',
      websiteUrl: 'https://cafelune.ca',
      active: true,
      createdAt: 1764000000000,
    })
    expect(outcome).toEqual({
      ok: true,
      update: {
        'Sponsors/s3': {
          name: 'Café Lune',
          imagePath: 'sponsor/abc.webp',
          websiteUrl: 'https://cafelune.ca',
          active: true,
          createdAt: 1764000000000,
        },
      },
    })
    expect(activeSponsors({ sponsors: sponsorsOf(outcome) }).map((s) => s.id)).toEqual(['s1', 's3'])
  })

  it('puts a logo given as a URL in imageUrl, and refuses an id in use', () => {
    const outcome = addSponsor(tree, 's3', {
      name: 'X',
      logo: 'https://league.example/media/sponsor/a.webp',
      active: false,
      createdAt: 1,
    })
    expect(outcome.ok && outcome.update['Sponsors/s3']).toMatchObject({
      imageUrl: 'https://league.example/media/sponsor/a.webp',
    })
    expect(addSponsor(tree, 's1', { name: 'X', logo: 'a', active: true, createdAt: 1 }).ok).toBe(
      false,
    )
  })
})

describe('editSponsor', () => {
  it("keeps a record's own spellings and turns a sponsor back on", () => {
    const outcome = editSponsor(tree, 's2', { name: 'Renamed', active: true })
    expect(outcome.ok && outcome.update).toEqual({
      'Sponsors/s2/Name': 'Renamed',
      'Sponsors/s2/isActive': true,
    })
  })

  it('replaces a URL logo by a stored one, clearing the URL so the new logo shows', () => {
    const outcome = editSponsor(tree, 's2', {
      name: 'Old',
      active: false,
      logo: 'sponsor/new.webp',
    })
    expect(outcome.ok && outcome.update).toMatchObject({
      'Sponsors/s2/imagePath': 'sponsor/new.webp',
      'Sponsors/s2/logoUrl': null,
    })
    const s2 = sponsorsOf(outcome).find((s) => s.id === 's2')
    expect([s2?.imageUrl, s2?.imagePath]).toEqual([undefined, 'sponsor/new.webp'])
  })

  it('takes the link away when none is given, and hides without deleting', () => {
    const outcome = editSponsor(tree, 's1', { name: 'Sport Expert Laval', active: false })
    expect(outcome.ok && outcome.update).toEqual({
      'Sponsors/s1/name': 'Sport Expert Laval',
      'Sponsors/s1/active': false,
      'Sponsors/s1/websiteUrl': null,
    })
    expect(sponsorsOf(outcome).find((s) => s.id === 's1')?.active).toBe(false)
  })

  it('refuses an unknown sponsor', () => {
    expect(editSponsor(tree, 'nope', { name: 'X', active: true }).ok).toBe(false)
  })
})
