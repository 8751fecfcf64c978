import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { createLeagueCache, parseLeague } from './league.ts'

describe('the League cache', () => {
  it('reads a season the data does not have as one empty season, whatever its spelling', () => {
    const cache = createLeagueCache()
    const tree = exampleLeagueTree()
    const unknown = cache.read(tree, { seasonId: 'nope' })
    for (let n = 0; n < 2_000; n += 1)
      expect(cache.read(tree, { seasonId: `${'x'.repeat(n % 50)}${n}` })).toBe(unknown)
    expect(unknown.seasonId).toBeUndefined()
    expect(unknown.teams).toEqual([])
    expect(unknown.matches).toEqual([])
    expect(unknown.activeSeason?.id).toBe('2025W')
  })

  it('gives the active season the same League whether it is named or not', () => {
    const cache = createLeagueCache()
    const tree = exampleLeagueTree()
    expect(cache.read(tree, { seasonId: ' 2025W ' })).toBe(cache.read(tree))
    expect(cache.read(tree, { seasonId: '2024S' })).not.toBe(cache.read(tree))
  })

  it('keeps a bounded number of seasons per tree, dropping the one read first', () => {
    const tree: Record<string, unknown> = exampleLeagueTree()
    const ids = Array.from({ length: 40 }, (_, n) => `S${n}`)
    tree.Seasons = Object.fromEntries(ids.map((id) => [id, { season_id: id }]))
    const cache = createLeagueCache()
    const first = cache.read(tree, { seasonId: 'S0' })
    expect(cache.read(tree, { seasonId: 'S0' })).toBe(first)
    for (const id of ids) cache.read(tree, { seasonId: id })
    expect(cache.read(tree, { seasonId: 'S0' })).not.toBe(first)
    expect(cache.read(tree, { seasonId: 'S39' })).toBe(cache.read(tree, { seasonId: 'S39' }))
  })

  it('knows a season by any of its branches, not only by its Seasons record', () => {
    const tree = { Seasons: {}, '2023F_Teams': { T1: { team_id: 'T1', team_name: 'Lions' } } }
    expect(parseLeague(tree, { seasonId: '2023F' }).teams.map((team) => team.id)).toEqual(['T1'])
    expect(parseLeague(tree, { seasonId: 'constructor' }).seasonId).toBeUndefined()
    expect(parseLeague(tree, { seasonId: '__proto__' }).seasonId).toBeUndefined()
  })
})
