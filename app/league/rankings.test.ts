import { describe, expect, it } from 'vitest'
import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import {
  rankDefence,
  rankDiscipline,
  rankedRows,
  rankOffence,
  rankTeams,
  rowOfTeam,
} from './rankings.ts'
import { topStrikers } from './strikers.ts'
import {
  barColour,
  overallRank,
  rankingCard,
  rankShare,
  ratingOf,
  teamRankingCards,
} from './team-ranking-cards.ts'

/** TeamStats for division D: each team's games as [GF, GA, Yellow, Red]. */
function league(
  teams: Record<string, Array<[unknown, unknown, unknown?, unknown?]>>,
  extra: Record<string, unknown> = {},
) {
  const statsTeams: Record<string, unknown> = {}
  const listed: Record<string, unknown> = {}
  for (const [name, games] of Object.entries(teams)) {
    listed[name] = { team_id: `T_${name}`, team_name: name, division_id: 'D' }
    statsTeams[name] = Object.fromEntries(
      games.map(([GF, GA, Yellow, Red], index) => [`game_${index + 1}`, { GF, GA, Yellow, Red }]),
    )
  }
  return parseLeague(
    seasonTree({
      Seasons: {
        S: {
          season_id: 'S',
          isActive: true,
          Divisions: {
            D: {
              division_id: 'D',
              division_name_en: 'Men A',
              league_name: 'Laval',
              is_active: '1',
            },
          },
        },
      },
      S_Teams: listed,
      TeamStats_S: { Divisions: { D: { Teams: statsTeams } } },
      ...extra,
    }),
  )
}

const names = (rows: Array<{ team: { name: { en: string } } }>) =>
  rows.map((row) => row.team.name.en)

describe('offence: goals for (most first), then fewer games played, then name', () => {
  it.each([
    ['goals for', { Alpha: [[1, 0]], Bravo: [[3, 0]] }, ['Bravo', 'Alpha']],
    [
      'fewer games played',
      {
        Alpha: [
          [2, 0],
          [1, 0],
        ],
        Bravo: [[3, 0]],
      },
      ['Bravo', 'Alpha'],
    ],
    ['name', { Bravo: [[3, 0]], Alpha: [[3, 0]] }, ['Alpha', 'Bravo']],
    ['numbers as text', { Alpha: [['4', '0']], Bravo: [[3, 0]] }, ['Alpha', 'Bravo']],
  ] as const)('by %s', (_label, teams, order) => {
    expect(names(rankOffence(league(teams as never), 'D'))).toEqual(order)
  })

  it('row fields: rank, GF, GP, division name and location; top 5 by default', () => {
    const many = Object.fromEntries(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, index) => [name, [[index, 1, 0, 0]]]),
    ) as never
    const rows = rankOffence(league(many), 'D')
    expect(rows).toHaveLength(5)
    expect(rows[0]).toMatchObject({
      rank: 1,
      gf: 6,
      gp: 1,
      divisionName: { en: 'Men A' },
      location: 'Laval',
      team: { name: { en: 'G' } },
    })
    expect(rankOffence(league(many), 'D', 10)).toHaveLength(7)
  })
})

describe('defence: goals against (fewest first), then fewer games played, then name', () => {
  it.each([
    ['goals against', { Alpha: [[0, 3]], Bravo: [[0, 1]] }, ['Bravo', 'Alpha']],
    [
      'fewer games played',
      {
        Alpha: [
          [0, 1],
          [0, 1],
        ],
        Bravo: [[0, 2]],
      },
      ['Bravo', 'Alpha'],
    ],
    ['name', { Bravo: [[0, 1]], Alpha: [[0, 1]] }, ['Alpha', 'Bravo']],
  ] as const)('by %s', (_label, teams, order) => {
    expect(names(rankDefence(league(teams as never), 'D'))).toEqual(order)
  })

  it('teams without any TeamStats game are not ranked', () => {
    const tree = league({ Alpha: [[1, 1]] })
    expect(names(rankDefence(tree, 'D'))).toEqual(['Alpha'])
    expect(rankDefence(tree, 'X')).toEqual([])
  })
})

describe('discipline: yellow plus red cards, fewest first', () => {
  it('orders by cards, then fewer reds, then name', () => {
    const tree = league({
      Alpha: [[0, 0, 2, 1]],
      Bravo: [[0, 0, 1, 0]],
      Charlie: [[0, 0, 3, 0]],
      Delta: [[0, 0, '1', '0']],
    })
    expect(rankDiscipline(tree, 'D').map((row) => [row.team.name.en, row.cards])).toEqual([
      ['Bravo', 1],
      ['Delta', 1],
      ['Charlie', 3],
      ['Alpha', 3],
    ])
  })
})

describe('ranking bar: share (n - rank + 1) / n, colour ≥75% primary, ≥50% green, ≥25% yellow, else red', () => {
  it.each([
    [1, 8, 1, 10, 'primary', 'excellent'],
    [2, 8, 0.875, 9, 'primary', 'veryGood'],
    [3, 8, 0.75, 8, 'primary', 'veryGood'],
    [4, 8, 0.625, 6, 'green', 'good'],
    [5, 8, 0.5, 5, 'green', 'good'],
    [6, 8, 0.375, 4, 'yellow', 'fair'],
    [7, 8, 0.25, 3, 'yellow', 'fair'],
    [8, 8, 0.125, 1, 'red', 'poor'],
    [1, 1, 1, 10, 'primary', 'excellent'],
    [20, 20, 0.05, 1, 'red', 'poor'],
  ])(
    'rank %i of %i → share %d, %i segments, %s, %s',
    (rank, outOf, share, filled, colour, rating) => {
      const card = rankingCard('offence', rank, outOf)
      expect(card.share).toBeCloseTo(share)
      expect(card.bar).toEqual({ filled, segments: 10, colour })
      expect(card.rating).toBe(rating)
    },
  )

  it.each([
    [0.75, 'primary'],
    [0.7499, 'green'],
    [0.5, 'green'],
    [0.25, 'yellow'],
    [0.2499, 'red'],
  ])('colour thresholds: %d → %s', (share, colour) => {
    expect(barColour(share)).toBe(colour)
  })

  it('out-of-range ranks give an empty bar', () => {
    expect(rankShare(0, 8)).toBe(0)
    expect(rankShare(9, 8)).toBe(0)
    expect(rankingCard('overall', 3, 0).bar.filled).toBe(0)
    expect(ratingOf(0)).toBe('poor')
  })
})

describe('overall = rounded mean of the three ranks; team ranking cards', () => {
  it.each([
    [1, 1, 2, 1],
    [1, 2, 2, 2],
    [1, 2, 3, 2],
    [3, 4, 4, 4],
    [8, 8, 7, 8],
  ])('ranks %i, %i, %i → overall %i', (a, b, c, overall) => {
    expect(overallRank(a, b, c)).toBe(overall)
  })

  it('builds the four cards of a team', () => {
    // Alpha: GF 5 (1st), GA 5 (3rd), cards 0 (1st) → overall round(5/3) = 2.
    const tree = league({ Alpha: [[5, 5, 0, 0]], Bravo: [[3, 1, 1, 0]], Charlie: [[1, 2, 2, 1]] })
    const cards = teamRankingCards(tree, 'T_Alpha', 'D')!
    expect([
      cards.offence.rank,
      cards.defence.rank,
      cards.discipline.rank,
      cards.overall.rank,
    ]).toEqual([1, 3, 1, 2])
    expect(cards.offence).toMatchObject({
      value: 5,
      outOf: 3,
      bar: { colour: 'primary', filled: 10 },
    })
    expect(cards.defence).toMatchObject({
      value: 5,
      share: 1 / 3,
      bar: { colour: 'yellow', filled: 3 },
      rating: 'fair',
    })
    expect(cards.overall.value).toBeUndefined()
    expect(teamRankingCards(tree, 'Alpha', 'men a')?.teamId).toBe('T_Alpha')
    expect(teamRankingCards(tree, 'T_Nobody', 'D')).toBeUndefined()
  })

  it("looks a team's row up in the kept ranking as a search of the list would", () => {
    const tree = league({
      Alpha: [[5, 5, 0, 0]],
      Bravo: [[3, 1, 1, 0]],
      Charlie: [],
      Delta: [[1, 2]],
    })
    for (const kind of ['offence', 'defence', 'discipline'] as const) {
      const rows = rankedRows(tree, kind, 'D')
      expect(rows).toBe(rankedRows(tree, kind, 'men a'))
      expect(rankTeams(tree, kind, 'D')).toEqual(rows)
      for (const id of ['T_Alpha', 'T_Bravo', 'T_Charlie', 'T_Delta', 'Alpha', '', 7])
        expect(rowOfTeam(rows, id)).toBe(rows.find((row) => row.team.id === id))
    }
  })
})

describe('top strikers: only numeric Goals above 0; goals then name', () => {
  const tree = parseLeague(
    seasonTree({
      S_Teams: {
        Lions_FC: { team_id: 'T1', team_name: 'Lions FC', division_id: 'D' },
        Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'E' },
      },
      S_Players: {
        P1: { player_id: 'P1', player_fname: 'Ana', player_lname: 'Roy', player_pic: 'ana.jpg' },
      },
      PlayerStats_S: {
        D: {
          Teams: {
            Lions_FC: {
              Ana_Roy: { Goals: 3, PlayerID: 'P1' },
              Bob_Lee: { Goals: '3', playerId: 'P2', photo: 'bob.jpg' },
              Cy_Text: { Goals: 'three', player_id: 'P3' },
              Di_Zero: { Goals: 0 },
              Ed_Neg: { Goals: -2 },
              Fay_Null: { Goals: null },
              Gus_Two: { Goals: 2.0 },
            },
          },
        },
        E: { Teams: { Tigers: { Hal_One: { Goals: 1 } } } },
      },
    }),
  )

  it('keeps numeric goals above 0 (text numbers allowed), sorted by goals then name', () => {
    expect(topStrikers(tree, { limit: 10 }).map((row) => [row.rank, row.name, row.goals])).toEqual([
      [1, 'Ana Roy', 3],
      [2, 'Bob Lee', 3],
      [3, 'Gus Two', 2],
      [4, 'Hal One', 1],
    ])
  })

  it('links players by id (PlayerID, playerId or player_id), with roster or stats photo', () => {
    const [ana, bob] = topStrikers(tree, {})
    expect(ana).toMatchObject({
      playerId: 'P1',
      photo: 'ana.jpg',
      team: { id: 'T1', name: { en: 'Lions FC' } },
    })
    expect(bob).toMatchObject({ playerId: 'P2', photo: 'bob.jpg', playerKey: 'Bob_Lee' })
  })

  it('filters by division and limits (5 on home, 10 on standings)', () => {
    expect(topStrikers(tree, { divisionId: 'E' }).map((row) => row.name)).toEqual(['Hal One'])
    expect(topStrikers(tree, { limit: 2 })).toHaveLength(2)
    expect(topStrikers(tree)).toHaveLength(4)
  })
})
