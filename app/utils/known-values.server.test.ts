import { expect, test, vi } from 'vitest'

vi.mock('~/data/league.server.ts', () => ({
  peekLeagueSnapshot: () => ({
    version: 1,
    tree: { Seasons: { '2025W': { isActive: true }, old: { season_id: '2024S' } } },
  }),
}))

const { knownLeagueValues } = await import('./known-values.server.ts')

test('knows the seasons of the data by id and by key, and nothing else', () => {
  const seasons = knownLeagueValues()?.seasons
  expect([...(seasons ?? [])].sort()).toEqual(['2024S', '2025W', 'old'])
  expect(seasons?.has('1999X')).toBe(false)
})
