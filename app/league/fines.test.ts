import { describe, expect, it } from 'vitest'
import { findDivision } from './divisions.ts'
import { compareFines, fines, type Fine } from './fines.ts'
import type { Bilingual } from './labels.ts'
import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague, type League } from './league.ts'
import { matchKey } from './text.ts'

/** The fines table as docs/product.md#standings states it: filter every fine, then sort. */
function naiveFines(
  league: League,
  query: { divisionId?: string; seasonId?: string; teamId?: string },
): Fine[] {
  const division =
    query.divisionId === undefined ? undefined : findDivision(league.divisions, query.divisionId)
  const divisionKeys =
    query.divisionId === undefined
      ? undefined
      : (division ? [division.id, division.name.en, division.name.fr] : [query.divisionId])
          .map(matchKey)
          .filter((key) => key !== '')
  const team =
    query.teamId === undefined
      ? undefined
      : (league.directory.resolve({ id: query.teamId, name: query.teamId }) ?? {
          id: query.teamId,
          name: { en: query.teamId.trim() } as Bilingual,
        })
  const teamNames = team
    ? [team.name.en, team.name.fr].map(matchKey).filter((key) => key !== '')
    : []
  return league.fines
    .filter(
      (fine) =>
        (!divisionKeys || divisionKeys.includes(matchKey(fine.division))) &&
        (query.seasonId === undefined ||
          fine.seasonId === undefined ||
          fine.seasonId === query.seasonId) &&
        (!team ||
          (fine.teamId !== undefined
            ? fine.teamId === team.id
            : teamNames.includes(matchKey(fine.teamName)))),
    )
    .sort(compareFines)
}

describe('fines from the sorted index equal filtering and sorting every fine', () => {
  const fine = (fields: Record<string, unknown>) => ({ Fine_Amount: 10, ...fields })
  const league = parseLeague(
    seasonTree({
      Seasons: {
        S: {
          season_id: 'S',
          isActive: true,
          Divisions: {
            D: { division_id: 'D', division_name_en: 'Men A', division_name_fr: 'Hommes A' },
            E: { division_id: 'E', division_name_en: 'Men B' },
          },
        },
      },
      S_Teams: {
        A: { team_id: 'TA', team_name: 'Alpha', team_name_fr: 'Alpha FR', division_id: 'D' },
        B: { team_id: 'TB', team_name: 'Bravo', division_id: 'E' },
      },
      Team_Fines: {
        f1: fine({ Team_ID: 'TA', Division: 'D', UpdatedAt: '2025-11-17', Season_ID: 'S' }),
        f2: fine({ Team_ID: 'TA', Division: 'Men A', Fine_Amount: 100, UpdatedAt: '2025-11-17' }),
        f3: fine({ Team_Name: 'Alpha', Division: 'Hommes A', UpdatedAt: '2025-11-20' }),
        f4: fine({ Team_Name: 'Alpha FR', Division: 'D', Season_ID: 'OLD' }),
        f5: fine({ Team_ID: 'TB', Team_Name: 'Alpha', Division: 'E', UpdatedAt: '2025-12-01' }),
        f6: fine({ Team_Name: 'Bravo', Division: 'men b', UpdatedAt: '2025-12-01' }),
        f7: fine({ Team_Name: 'Ghost', Division: 'Z', UpdatedAt: '2025-10-01', Season_ID: 'S' }),
        f8: fine({ Team_ID: 'TA', Division: 'D', UpdatedAt: '2025-11-17', Fine_Amount: 10 }),
      },
    }),
  )

  it.each([
    {},
    { divisionId: 'D' },
    { divisionId: 'men a' },
    { divisionId: 'E' },
    { divisionId: 'Z' },
    { divisionId: 'D', seasonId: 'S' },
    { seasonId: 'OLD' },
    { teamId: 'TA' },
    { teamId: 'Alpha' },
    { teamId: 'TB', divisionId: 'E' },
    { teamId: 'TA', divisionId: 'Men A', seasonId: 'S' },
    { teamId: 'Ghost' },
    { teamId: 'nobody', divisionId: 'D' },
  ])('for the query %o', (query) => {
    const expected = naiveFines(league, query).map((item) => item.id)
    expect(fines(league, query).map((item) => item.id)).toEqual(expected)
    // Asked again: the kept result, as a fresh copy.
    const again = fines(league, query)
    expect(again.map((item) => item.id)).toEqual(expected)
    expect(again).not.toBe(fines(league, query))
  })
})
