import { describe, expect, it } from 'vitest'

// A test may build its league with the demo generator (pure, no I/O); domain code may not.
// eslint-disable-next-line import-x/no-restricted-paths
import { generateDemoLeague } from '../data/demo-league/generate.ts'
import { parseLeague } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { computeStandings, teamStanding } from './standings.ts'

describe('lookups kept per list equal searching the list', () => {
  const tree = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 1 }).tree
  const league = parseLeague(JSON.parse(JSON.stringify(tree)))

  it("a team's schedule is every match of the season it plays in", () => {
    for (const team of league.teams)
      expect(matchesFor(league, { teamId: team.id })).toEqual(
        league.matches.filter((m) => m.home.teamId === team.id || m.away.teamId === team.id),
      )
  })

  it("a team's standing is its row of the division table", () => {
    for (const team of league.teams) {
      const rows = computeStandings(league, team.divisionId).rows
      expect(teamStanding(league, team.id, team.divisionId)).toBe(
        rows.find((row) => row.team.id === team.id),
      )
    }
    expect(teamStanding(league, 'nobody', league.divisions[0]?.id)).toBeUndefined()
  })
})
