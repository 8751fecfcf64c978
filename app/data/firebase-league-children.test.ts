import { describe, expect, it } from 'vitest'

import { isLeagueRoot, leagueChildKeys } from './firebase-league-children.ts'

describe('leagueChildKeys', () => {
  it('lists the public children including those of every season', () => {
    expect(leagueChildKeys({ '2025W': { season_id: '2025W' }, '2024S': {} })).toEqual([
      'Seasons',
      'Divisions',
      '2',
      'Schedule',
      'News',
      'Sponsors',
      'PreSeason',
      'Team_Fines',
      '2024S_Teams',
      '2024S_Players',
      'PlayerStats_2024S',
      'TeamStats_2024S',
      'Stats_2024S',
      '2025W_Teams',
      '2025W_Players',
      'PlayerStats_2025W',
      'TeamStats_2025W',
      'Stats_2025W',
    ])
  })

  it('adds a season_id that differs from its key, and skips ids no key could hold', () => {
    const keys = leagueChildKeys({ s1: { season_id: ' 2026S ' }, 'a.b': {} })
    expect(keys).toContain('Stats_2026S')
    expect(keys).toContain('Stats_s1')
    expect(keys.some((key) => key.includes('a.b'))).toBe(false)
  })
})

describe('isLeagueRoot', () => {
  it('is true for leagues/{key} only', () => {
    expect(isLeagueRoot('leagues/demo')).toBe(true)
    expect(isLeagueRoot('/leagues/demo/')).toBe(true)
    expect(isLeagueRoot('leagues/demo/News')).toBe(false)
    expect(isLeagueRoot('leagues')).toBe(false)
  })
})
