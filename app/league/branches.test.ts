import { describe, expect, it } from 'vitest'

import { branchOfKey } from './branches.ts'

describe('top-level keys belong to a branch of the league data', () => {
  it.each([
    ['Sponsors', 'sponsors'],
    ['Schedule', 'matches'],
    ['Stats_2025W', 'matches'],
    ['TeamStats_2025W', 'matches'],
    ['PlayerStats_2025W', 'matches'],
    ['News', 'league'],
    ['Seasons', 'league'],
    ['Divisions', 'league'],
    ['2', 'league'],
    ['2025W_Teams', 'league'],
    ['2025W_Players', 'league'],
    ['Team_Fines', undefined],
    ['PreSeason', undefined],
    ['RegisterTeamForm', undefined],
  ])('%s → %s', (key, branch) => {
    expect(branchOfKey(key)).toBe(branch)
  })
})
