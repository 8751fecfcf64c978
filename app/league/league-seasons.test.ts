import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { readLeague } from './league.ts'
import { readLeagueSeasons } from './league-seasons.ts'
import { scheduleFields } from './schedule-edits.ts'

describe('the league across its seasons', () => {
  const tree = exampleLeagueTree()
  const seasons = readLeagueSeasons(tree)

  it('lists every season of the tree, past ones included', () => {
    expect(seasons.seasons.map((season) => season.id)).toEqual(
      readLeague(tree).seasons.map((season) => season.id),
    )
    expect(seasons.seasons.length).toBeGreaterThan(1)
  })

  it('reads any season as the one League readLeague gives for it', () => {
    expect(seasons.season('2024S')).toBe(readLeague(tree, { seasonId: '2024S' }))
    expect(seasons.season('2024S').seasonId).toBe('2024S')
  })

  it('gives the fields of every season, read once per schedule', () => {
    expect(seasons.fields).toEqual(scheduleFields(tree))
    expect(seasons.fields.length).toBeGreaterThan(0)
    expect(readLeagueSeasons(tree).fields).toBe(seasons.fields)
  })

  it('is empty for a tree that is not a league', () => {
    const none = readLeagueSeasons(null)
    expect(none.seasons).toEqual([])
    expect(none.fields).toEqual([])
  })
})
