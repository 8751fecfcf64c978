import { beforeEach, describe, expect, it, vi } from 'vitest'

const asked: string[] = []

vi.mock('./media.server.ts', () => ({
  resolveMediaUrl: async (value: string, kind: string) => {
    asked.push(`${kind}:${value}`)
    if (value === 'broken.jpg') throw new Error('storage is down')
    return value === 'lions.svg' ? '/media/TeamsImages/lions.svg' : undefined
  },
}))

const { resolvePhotos } = await import('./images.server.ts')

const view = {
  kind: 'team',
  team: { name: 'Lions FC', initials: 'LF', photoRef: { value: 'lions.svg', kind: 'team' } },
  roster: [
    { name: 'Marc', initials: 'M', photoRef: { value: 'marc.jpg', kind: 'player' } },
    { name: 'Ana', initials: 'A', photoRef: { value: 'broken.jpg', kind: 'player' } },
    { name: 'Lions FC', initials: 'LF', photoRef: { value: 'lions.svg', kind: 'team' } },
    { name: 'Zoé', initials: 'Z' },
  ],
  kickOff: new Date('2026-01-14T19:00:00-05:00'),
}

describe('resolving the photos of a page view', () => {
  beforeEach(() => {
    asked.length = 0
  })

  it('puts a found photo’s URL in place of its reference', async () => {
    const resolved = await resolvePhotos(view)
    expect(resolved.team).toEqual({
      name: 'Lions FC',
      initials: 'LF',
      photoUrl: '/media/TeamsImages/lions.svg',
    })
  })

  it('drops a missing or failed photo, so the page shows initials', async () => {
    const resolved = await resolvePhotos(view)
    expect(resolved.roster.slice(0, 2)).toEqual([
      { name: 'Marc', initials: 'M' },
      { name: 'Ana', initials: 'A' },
    ])
  })

  it('looks each distinct photo up once, with its kind', async () => {
    await resolvePhotos(view)
    expect(asked.sort()).toEqual(['player:broken.jpg', 'player:marc.jpg', 'team:lions.svg'])
  })

  it('leaves the view it was given unchanged and keeps values that are not plain objects', async () => {
    const resolved = await resolvePhotos(view)
    expect(view.team.photoRef).toEqual({ value: 'lions.svg', kind: 'team' })
    expect(resolved.kickOff).toBe(view.kickOff)
    expect(resolved.roster[3]).toEqual({ name: 'Zoé', initials: 'Z' })
  })
})
