import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { avatarView, seasonName, seasonSearchOrder, teamPagesMeta } from './team-pages-common.ts'

const league = parseLeague(exampleLeagueTree())

describe('where pages look for an id that lives in one season', () => {
  it('searches the active season, then the others from the newest', () => {
    expect(seasonSearchOrder(league)).toEqual(['2025W', '2024S'])
  })

  it('searches the season the link names first', () => {
    expect(seasonSearchOrder(league, '2024S')).toEqual(['2024S', '2025W'])
  })

  it('names seasons in the page language, else by id', () => {
    expect(seasonName(league, '2024S', 'fr')).toBe('Été 2024')
    expect(seasonName(league, '2024S', 'en')).toBe('Summer 2024')
    expect(seasonName(league, '1999X', 'en')).toBe('1999X')
  })
})

describe('avatars: initials, and the photo as the data names it', () => {
  it('always has initials, and a photo reference with its kind when the data has a photo', () => {
    expect(avatarView('Marc Tremblay', 'a.jpg', 'player')).toEqual({
      name: 'Marc Tremblay',
      initials: 'MT',
      photoRef: { value: 'a.jpg', kind: 'player' },
    })
    expect(avatarView('Julien Roy', undefined, 'team')).toEqual({
      name: 'Julien Roy',
      initials: 'JR',
    })
  })
})

describe('page meta', () => {
  it('has a title and description in the page language, and keeps error pages out of indexes', () => {
    const meta = teamPagesMeta('en', { title: 'Lions FC', description: 'd', noindex: true })
    expect(meta).toContainEqual({ title: 'Lions FC · Laval-Brossard ISL' })
    expect(meta).toContainEqual({ name: 'description', content: 'd' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(teamPagesMeta('fr', { title: 'Les Lions', description: 'd' })).not.toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })
})
