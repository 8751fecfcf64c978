/**
 * The demo league: a deterministic generator (seeded PRNG) of a realistic league tree in the shape
 * of docs/data-contract.md, laid out relative to a given "now".
 *
 * What it contains (documented in app/data/README.md):
 * - an active season spanning now (regular season started ten weeks ago, five more weekly rounds,
 *   then playoff dates with teams to be decided) and the previous season, complete with playoffs,
 *   and an older one (past-seasons.ts) with a team renamed since;
 * - seven active divisions in Laval and Brossard, men and women, plus an inactive one; 6-10 teams
 *   each with 12-18 players including two goalkeepers;
 * - games today (in the league's time zone) in two divisions; 'Women A - Laval' started earlier: its regular
 *   season is over and its playoffs are under way (semi-finals played, one decided by a shootout
 *   after overtime, one in overtime; the final is next week);
 * - a forfeit, draws, one game with time 'TBD', suspensions, fines, news in both languages,
 *   sponsors (one inactive) and a preseason banner; every image is an SVG drawn here.
 * The field-name variants (docs/data-contract.md#variants) are spread across divisions and teams so
 * readers meet them. Pure: no I/O. `media` maps file paths (relative to DATA_DIR/media) to SVG
 * text.
 */
import { addDays, compareDays, isoDay, scheduleKey, leagueDay, type Day } from './calendar.ts'
import { addOlderSeason } from './past-seasons.ts'
import { Random } from './random.ts'
import { divisionTrees, recordSeasonResults, scheduleTree, seasonTrees } from './branches.ts'
import { CURRENT_ROUND, planDivisions } from './divisions.ts'
import { newsTree, sponsorsTree, preseasonTree, finesTree } from './extras.ts'
import { scheduleActiveSeason, markSpecialGames, playActiveSeason, playPastSeason } from './play.ts'
import type { DemoFacts, Division, Team, Season } from './shapes.ts'
import { makeTeams } from './teams.ts'

export type { DemoFacts } from './shapes.ts'

export type DemoLeagueOptions = {
  /** The league's "now" (getNow()): dates and which games are played are relative to it. */
  now: Date
  seed?: number
  /** N× more divisions (and so teams, players and games), for benchmarks. */
  scale?: number
}

export type DemoLeague = {
  /** The `leagues/{key}` subtree. */
  tree: Record<string, unknown>
  /** SVG files to write under DATA_DIR/media, by relative path. */
  media: Record<string, string>
  facts: DemoFacts
}

export const DEFAULT_DEMO_SEED = 20251109

export function seasonFor(start: Day): {
  id: string
  nameE: string
  nameF: string
  kind: 'W' | 'S'
  year: number
} {
  if (start.m >= 8 || start.m <= 3) {
    const year = start.m >= 8 ? start.y : start.y - 1
    const span = `${year}-${String((year + 1) % 100).padStart(2, '0')}`
    return { id: `${year}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}`, kind: 'W', year }
  }
  return {
    id: `${start.y}S`,
    nameE: `Summer ${start.y}`,
    nameF: `Été ${start.y}`,
    kind: 'S',
    year: start.y,
  }
}

export function previousSeason(season: { kind: 'W' | 'S'; year: number }): {
  id: string
  nameE: string
  nameF: string
} {
  if (season.kind === 'W') {
    return { id: `${season.year}S`, nameE: `Summer ${season.year}`, nameF: `Été ${season.year}` }
  }
  const year = season.year - 1
  const span = `${year}-${String((year + 1) % 100).padStart(2, '0')}`
  return { id: `${year}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}` }
}

export function generateDemoLeague(options: DemoLeagueOptions): DemoLeague {
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const scale = Math.max(1, Math.floor(options.scale ?? 1))
  const now = options.now
  const rng = new Random(seed)
  const today = leagueDay(now)
  const activeStart = addDays(today, -7 * CURRENT_ROUND - 3)
  const activeInfo = seasonFor(activeStart)
  const pastInfo = previousSeason(activeInfo)
  const media: Record<string, string> = {}

  const divisions = planDivisions(scale)
  const teams = makeTeams(divisions, rng, media)
  const teamsOf = (division: Division): Team[] => teams.filter((t) => t.division === division)
  const active: Season = {
    id: activeInfo.id,
    nameE: activeInfo.nameE,
    nameF: activeInfo.nameF,
    active: true,
    games: [],
  }
  const past: Season = {
    id: pastInfo.id,
    nameE: pastInfo.nameE,
    nameF: pastInfo.nameF,
    active: false,
    games: [],
  }

  const facts: DemoFacts = {
    activeSeasonId: active.id,
    pastSeasonId: past.id,
    olderSeasonId: '',
    renamedTeam: { id: '', olderName: '', name: '' },
    today: isoDay(today),
    todayScheduleKey: scheduleKey(today),
    todayGameIds: [],
    forfeitGameId: '',
    tbdTimeGameId: '',
    shootoutGameIds: [],
    overtimeGameIds: [],
    suspendedPlayerIds: [],
    counts: { divisions: 0, teams: teams.length, players: 0, games: 0, completedGames: 0 },
  }

  scheduleActiveSeason(active, divisions, teamsOf, rng, today)
  markSpecialGames(active, facts)
  playActiveSeason(active, divisions, teamsOf, rng, now, facts)
  facts.todayGameIds = active.games.filter((g) => compareDays(g.day, today) === 0).map((g) => g.id)
  const pastEnd = addDays(activeStart, -28)
  playPastSeason(past, divisions, teamsOf, rng, pastEnd)

  // Tree ----------------------------------------------------------------------------------------
  const tree: Record<string, unknown> = divisionTrees(divisions, past, active)
  const schedule: Record<string, unknown> = {}
  const suspended: string[] = []
  for (const season of [past, active]) {
    Object.assign(tree, seasonTrees(season, teams, divisions, today, suspended))
    schedule[season.id] = { Divisions: scheduleTree(season, divisions) }
  }
  tree.Schedule = schedule
  for (const season of [past, active]) recordSeasonResults(tree, season)
  facts.suspendedPlayerIds = suspended
  const older = addOlderSeason(tree, {
    past,
    divisions,
    teams,
    rng,
    today,
  })
  facts.olderSeasonId = older.season.id
  facts.renamedTeam = older.renamedTeam

  const extras = rng.fork('extras')
  tree.News = newsTree(extras, media, { today, activeStart, active, divisions, teams })
  tree.Sponsors = sponsorsTree(extras, media, now)
  tree.PreSeason = preseasonTree(extras, media, active, past, activeStart, pastEnd)
  tree.Team_Fines = finesTree(extras, active, today)

  facts.counts = {
    divisions: divisions.length,
    teams: teams.length,
    players: teams.reduce((sum, t) => sum + t.players.length, 0),
    games: active.games.length,
    completedGames: active.games.filter((g) => g.complete).length,
  }
  return { tree, media, facts }
}
