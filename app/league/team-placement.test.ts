import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { placeTeam } from './team-placement.ts'

const league = parseLeague(exampleLeagueTree())
const team = league.teams[0]!
const own = team.divisionId!
const other = league.divisions.find(
  (division) =>
    division.id !== own &&
    !league.matches.some(
      (match) =>
        match.divisionId === division.id &&
        (match.home.teamId === team.id || match.away.teamId === team.id),
    ),
)!

describe('where a team page address lands', () => {
  it.each([
    ['its own division', own, { kind: 'found', divisionId: own }],
    [
      'a division the league no longer has (falls back to its own)',
      'GONE',
      { kind: 'found', divisionId: own },
    ],
    ['a division it does not play in (sent to its own)', other.id, { kind: 'moved' }],
  ])('places a team asked for in %s', (_, divisionId, expected) => {
    const placement = placeTeam(league, { teamId: team.id, divisionId, seasonId: 'ANY' })
    expect(placement).toMatchObject(expected)
    if (placement.kind !== 'not-found') expect(placement.team.id).toBe(team.id)
    if (placement.kind === 'moved') expect(placement.division.id).toBe(own)
  })

  it('finds nothing for an unknown team', () => {
    expect(placeTeam(league, { teamId: 'NOBODY', divisionId: own, seasonId: 'ANY' })).toEqual({
      kind: 'not-found',
    })
  })

  it('reads the season of the league, not the one the URL wrote', () => {
    const placement = placeTeam(league, { teamId: team.id, divisionId: own, seasonId: 'OLD' })
    expect(placement).toMatchObject({ seasonId: league.seasonId })
  })
})
