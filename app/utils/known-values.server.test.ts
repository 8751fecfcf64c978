import { expect, test, vi } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'

const snapshot = { version: 1, tree: {} as Record<string, unknown> }

vi.mock('~/data/league.server.ts', () => ({ peekLeagueSnapshot: () => snapshot }))

const { knownLeagueValues, pageCacheDecisionNow } = await import('./known-values.server.ts')

test('knows the seasons of the data by id and by key, and nothing else', () => {
  snapshot.tree = { Seasons: { '2025W': { isActive: true }, old: { season_id: '2024S' } } }
  const seasons = knownLeagueValues()?.seasons
  expect([...(seasons ?? [])].sort()).toEqual(['2024S', '2025W', 'old'])
  expect(seasons?.has('1999X')).toBe(false)
})

test.each([
  ['team', 'T10', true],
  ['team', 'Lions FC', true],
  ['team', 'lions_fc', true],
  ['team', 'T99', false],
  ['game', 'G1', true],
  ['game', 'G99', false],
  ['news', 'n1', true],
  ['news', 'n2', false],
  ['division', 'M1', true],
  ['division', 'x1', false],
  ['player', 'P100', true],
  ['player', 'Marc Tremblay', true],
  ['player', 'marc_tremblay', true],
  ['player', 'P999', false],
  ['player', 'Nobody Here', false],
] as const)('a %s named %s is known: %s (as its page would find it)', (kind, value, expected) => {
  snapshot.tree = exampleLeagueTree()
  expect(knownLeagueValues()?.knows?.(kind, value)).toBe(expected)
})

test('an address is decided once between two changes, with its cookie, and again after a change', () => {
  snapshot.tree = exampleLeagueTree()
  const first = pageCacheDecisionNow('/team/T10?lang=en', undefined)
  expect(first).toMatchObject({ type: 'page', page: '/team/T10?lang=en' })
  expect(pageCacheDecisionNow('/team/T10?lang=en', undefined)).toBe(first)
  expect(pageCacheDecisionNow('/team/T10', 'lang=en')).toMatchObject({ type: 'redirect' })
  expect(pageCacheDecisionNow('/team/T10', undefined)).toMatchObject({ page: '/team/T10' })

  // A change gives the league a new tree: the team is gone and its address normalises.
  const tree = exampleLeagueTree()
  snapshot.tree = JSON.parse(JSON.stringify(tree).replaceAll('"T10"', '"T10-gone"')) as typeof tree
  expect(pageCacheDecisionNow('/team/T10?lang=en', undefined)).toMatchObject({
    page: '/team/~unknown?lang=en',
  })
})
