/**
 * Property-based tests: random trees with missing fields, wrong types, strings for
 * numbers and deep junk never make an exported function throw (docs/data-contract.md#variants), and
 * standings stay consistent (docs/product.md#standings-rules).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as domain from './index.ts'
import type { League, Standings } from './index.ts'
import { args, deepJunk, junk, junkLeaf, leagueTree } from './fixtures/junk-trees.ts'

// Thousands of runs take seconds, more on a busy machine: well past Vitest's 5 s default.
const PROPERTY_TIMEOUT = { timeout: 120_000 }

/** Invariants of a standings table (docs/product.md#standings-rules). */
function checkStandings(standings: Standings): void {
  standings.rows.forEach((row, index) => {
    expect(row.w + row.d + row.l).toBe(row.gp)
    expect(row.points).toBe(3 * row.w + row.d)
    expect(row.diff).toBe(row.gf - row.ga)
    expect(row.rank).toBe(index + 1)
    expect(row.inPlayoffSpot).toBe(index < standings.playoffSpots)
    expect(row.form.length).toBeLessThanOrEqual(Math.min(5, row.gp))
    expect(row.form.every((result) => result === 'W' || result === 'D' || result === 'L')).toBe(
      true,
    )
    if (index > 0)
      expect(domain.compareStandingsRows(standings.rows[index - 1], row)).toBeLessThanOrEqual(0)
  })
}

/** How much of the tree the random runs reached (checked so the generator stays meaningful). */
const reached = {
  runs: 0,
  matches: 0,
  playedStandings: 0,
  strikers: 0,
  rankings: 0,
  players: 0,
  sheets: 0,
}

/** Calls every exported view with the league's own ids and with junk arguments. */
function exerciseEverything(
  tree: unknown,
  a: { id: unknown; other: unknown; now: unknown; lang: unknown; limit: unknown; query: unknown },
): void {
  const lang = a.lang as domain.Lang
  const now = a.now as Date
  const league: League = domain.parseLeague(tree, a.query as never)
  domain.readLeague(tree)
  domain.createLeagueCache().read(tree, a.query as never)
  const anyId = a.id as string
  reached.runs += 1
  if (league.matches.length > 0) reached.matches += 1
  if (league.players.length > 0) reached.players += 1
  if (
    league.divisions.some((d) =>
      domain.computeStandings(league, d.id).rows.some((row) => row.gp > 0),
    )
  )
    reached.playedStandings += 1
  if (domain.topStrikers(league).length > 0) reached.strikers += 1
  if (league.divisions.some((d) => domain.rankOffence(league, d.id).length > 0))
    reached.rankings += 1
  if (league.matches.some((m) => (domain.matchSheet(league, m.id)?.home.players.length ?? 0) > 0))
    reached.sheets += 1
  const views: unknown[] = [
    league.seasons,
    league.divisions,
    league.matches,
    league.news,
    league.fines,
  ]

  for (const divisionId of [...league.divisions.map((d) => d.id), anyId]) {
    const standings = domain.computeStandings(league, divisionId)
    checkStandings(standings)
    views.push(
      standings,
      domain.rankOffence(league, divisionId, a.limit as number),
      domain.rankDefence(league, divisionId),
      domain.rankDiscipline(league, divisionId),
      domain.rankTeams(league, a.other as never, divisionId),
      domain.topStrikers(league, { divisionId, limit: a.limit as number }),
      domain.suspensions(league, divisionId),
      domain.fines(league, { divisionId, seasonId: a.other as string }),
      domain.upcomingMatches(league, now, { divisionId, limit: a.limit as number }),
      domain.recentMatches(league, { divisionId }),
      domain.todaysMatches(league, now, { divisionId }),
    )
    for (const team of league.teams) {
      views.push(
        domain.teamRankingCards(league, team.id, divisionId),
        domain.teamStanding(league, team.id, divisionId),
        domain.upcomingMatches(league, now, { teamId: team.id, divisionId }),
      )
    }
  }
  for (const match of league.matches) {
    views.push(
      domain.matchSheet(league, match.id, match.divisionId),
      domain.formatMatchDate(match, lang),
      domain.formatMatchTime(match, lang),
      domain.playoffStageLabel(match.playoffStage, lang),
    )
  }
  for (const player of league.players) {
    views.push(
      domain.playerProfile(league, { playerId: player.id }),
      domain.playerProfile(league, { playerName: player.name, teamId: player.teamId }),
    )
  }
  views.push(
    domain.playerProfile(league, a.query as never),
    domain.playerProfile(league, { playerKey: anyId, teamKey: a.other as string }),
    domain.matchSheet(league, a.id),
    domain.teamRankingCards(league, anyId, a.other),
    domain.suspensions(league, a.query as never),
    domain.fines(league, a.query as never),
    domain.topStrikers(league, a.query as never),
    domain.upcomingMatches(league, now, a.query as never),
    domain.recentMatches(league, a.query as never),
    domain.todaysMatches(league, now, a.query as never),
    domain.sponsorPages(domain.activeSponsors(league), a.limit as number),
    domain.latestNews(league.news, lang, a.limit as number),
    domain.preseasonBanner(league),
    domain.activeDivisions(league.divisions),
    domain.findDivision(league.divisions, a.id),
    domain.formatMoney(a.id, lang),
    domain.formatLongDate(a.id, lang),
    domain.formatTime(a.id as number, lang),
    domain.leagueDateKey(now),
    domain.leagueToday(now),
    domain.isSameLeagueDay(now, a.other as Date),
    domain.parseLocalDate(a.id),
    domain.parseWallTime(a.id),
    domain.playoffStageLabel(a.id, lang),
    domain.ratingLabel(a.id, lang),
    domain.localName(league.activeSeason, lang),
    domain.matchKey(a.id),
    domain.statsKey(a.id),
    domain.initials(a.id),
    domain.excerpt(a.id as string, a.limit as number),
  )
  // Generic helper given junk: it must not throw (its output echoes the junk, so is not serialised).
  domain.sponsorPages(a.query as never, a.limit as number)
  // Views go to page loaders: they must serialise.
  expect(() => JSON.stringify(views)).not.toThrow()
}

describe('property: no exported function throws on malformed trees', () => {
  it('league-shaped trees with junk anywhere (2000 trees)', PROPERTY_TIMEOUT, () => {
    Object.assign(reached, {
      runs: 0,
      matches: 0,
      playedStandings: 0,
      strikers: 0,
      rankings: 0,
      players: 0,
      sheets: 0,
    })
    fc.assert(
      fc.property(leagueTree, args, (tree, a) => exerciseEverything(tree, a)),
      { numRuns: 2000 },
    )
    // The generator must reach the deep paths often enough for the property to mean something.
    for (const key of ['matches', 'playedStandings', 'strikers', 'rankings', 'players'] as const)
      expect(reached[key] / reached.runs).toBeGreaterThan(0.05)
  })

  it('arbitrary values as the tree (1000 values)', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(deepJunk, args, (tree, a) => exerciseEverything(tree, a)),
      { numRuns: 1000 },
    )
  })

  it('junk spliced into the example tree (500 trees)', PROPERTY_TIMEOUT, async () => {
    const { exampleLeagueTree } = await import('./fixtures/example-tree.ts')
    const paths = [
      'Seasons',
      'Schedule',
      'Stats_2025W',
      'TeamStats_2025W',
      'PlayerStats_2025W',
      '2025W_Teams',
      '2025W_Players',
      'News',
      'Sponsors',
      'Team_Fines',
      'PreSeason',
      '2',
      'Divisions',
    ]
    fc.assert(
      fc.property(fc.constantFrom(...paths), junk, args, (path, value, a) => {
        const tree = exampleLeagueTree()
        tree[path] = value
        exerciseEverything(tree, a)
      }),
      { numRuns: 500 },
    )
  })
})

describe('property: standings stay consistent', () => {
  const teamIds = ['T1', 'T2', 'T3', 'T4', 'T5']
  const goals = fc.oneof(fc.nat({ max: 9 }), fc.nat({ max: 9 }).map(String), junkLeaf)
  const sideRef = fc.record(
    {
      TeamID: fc.constantFrom(...teamIds, 'T9'),
      Name: fc.constantFrom('Team 1', 'team_2', 'Team 3!', 'Nobody'),
    },
    { requiredKeys: [] },
  )
  const game = fc.record(
    {
      Home_goals: goals,
      Away_goals: goals,
      HOMETEAM: sideRef,
      AWAYTEAM: sideRef,
      FFT: fc.constantFrom(true, false, 1, 0, '1', 'yes', undefined),
    },
    { requiredKeys: ['Home_goals', 'Away_goals'] },
  )
  const statsTeams = fc.dictionary(
    fc.constantFrom('Team_1', 'Team_2', 'Team 3', 'team_4', 'Team_5', 'Ghost'),
    fc.record({
      GAMES: fc.dictionary(fc.constantFrom('G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'), game),
    }),
  )
  const spots = fc.oneof(fc.nat({ max: 8 }), fc.nat({ max: 8 }).map(String), junkLeaf)

  it(
    'W + D + L = GP, points = 3W + D, diff = GF - GA, ordered, playoff spots marked (1000 tables)',
    PROPERTY_TIMEOUT,
    () => {
      fc.assert(
        fc.property(statsTeams, spots, (teams, playoffSpots) => {
          const tree = {
            Seasons: {
              S: {
                isActive: true,
                Divisions: { D: { is_active: '1', division_playoff_spots: playoffSpots } },
              },
            },
            S_Teams: Object.fromEntries(
              teamIds.map((id, index) => [
                `Team_${index + 1}`,
                { team_id: id, team_name: `Team ${index + 1}`, division_id: 'D' },
              ]),
            ),
            Stats_S: { Divisions: { D: { Teams: teams } } },
          }
          const standings = domain.computeStandings(domain.parseLeague(tree), 'D')
          checkStandings(standings)
          // Every listed team has a row, once.
          expect(new Set(standings.rows.map((row) => row.team.id)).size).toBe(standings.rows.length)
          for (const id of teamIds)
            expect(standings.rows.some((row) => row.team.id === id)).toBe(true)
        }),
        { numRuns: 1000 },
      )
    },
  )
})

describe('property: wall-clock times survive the Toronto zone round trip', () => {
  it(
    'any game time 08:00–23:59 on any date 2020–2035 displays as written, winter or summer (1000 cases)',
    PROPERTY_TIMEOUT,
    () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('2020-01-01T12:00:00Z'),
            max: new Date('2035-12-31T12:00:00Z'),
            noInvalidDate: true,
          }),
          fc.integer({ min: 8 * 60, max: 24 * 60 - 1 }),
          (day, minutes) => {
            const date = {
              year: day.getUTCFullYear(),
              month: day.getUTCMonth() + 1,
              day: day.getUTCDate(),
            }
            const instant = domain.leagueInstant(date, minutes)
            const hh = Math.floor(minutes / 60)
            const mm = String(minutes % 60).padStart(2, '0')
            expect(domain.formatTime(instant, 'fr')).toBe(`${hh} h ${mm}`)
            expect(domain.formatTime(instant, 'en')).toBe(
              `${hh % 12 || 12}:${mm} ${hh < 12 ? 'AM' : 'PM'}`,
            )
            expect(domain.leagueToday(instant)).toBe(
              `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
            )
          },
        ),
        { numRuns: 1000 },
      )
    },
  )
})
