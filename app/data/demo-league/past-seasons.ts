/**
 * The demo league's older season: the season before the past one, every game played with full
 * playoffs, so the seasons page, careers and team histories have more than one season to show
 * (docs/product.md#seasons). One team played under another name then (same team id), the way
 * real teams get renamed between seasons.
 */
import { addDays, compareDays, type Day } from './calendar.ts'
import type { Random } from './random.ts'

// The generator's own shapes, as far as this module reads them (the generator passes its
// functions in: importing them would make an import cycle).
type Division = { id: string; group: number }
type Team<D> = {
  id: string
  name: string
  key: string
  nameFr: string | undefined
  variant: string
  division: D
}
type Season<G> = { id: string; nameE: string; nameF: string; active: boolean; games: G[] }
type Game = { day: Day }

interface GeneratorTools<D, T, G> {
  keyOf(name: string): string
  playPastSeason(
    season: Season<G>,
    divisions: D[],
    teamsOf: (division: D) => T[],
    rng: Random,
    end: Day,
  ): void
  seasonTrees(
    season: Season<G>,
    teams: T[],
    divisions: D[],
    today: Day,
    suspended: string[],
  ): Record<string, unknown>
  scheduleTree(season: Season<G>, divisions: D[]): Record<string, unknown>
  recordSeasonResults(tree: Record<string, unknown>, season: Season<G>): void
}

/** The season before a season id of the demo's form ('2025W' winter, '2025S' summer). */
export function seasonBefore(id: string): { id: string; nameE: string; nameF: string } {
  const year = Number.parseInt(id, 10)
  if (id.endsWith('W')) return { id: `${year}S`, nameE: `Summer ${year}`, nameF: `Été ${year}` }
  const span = `${year - 1}-${String(year % 100).padStart(2, '0')}`
  return { id: `${year - 1}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}` }
}

interface OlderSeasonContext<D, T, G> {
  past: Season<G>
  divisions: D[]
  teams: T[]
  rng: Random
  today: Day
  tools: GeneratorTools<D, T, G>
}

/** The team renamed since the older season: the first single-name team of 'Women A - Laval'. */
function pickRenamedTeam<D extends Division, T extends Team<D>>(
  teams: readonly T[],
): T | undefined {
  return (
    teams.find(
      (team) =>
        team.division.id === 'W1' &&
        team.division.group === 1 &&
        team.variant === 'team_name' &&
        !team.nameFr,
    ) ?? teams[0]
  )
}

/** 'Tornado FC' was 'Tornado AC'; 'Les Béliers' was 'Les Béliers FC'. */
export function olderNameOf(name: string): string {
  return / FC$/.test(name) ? name.replace(/ FC$/, ' AC') : `${name} FC`
}

/**
 * Adds the older season to `tree` (its season record, teams, players, stats and schedule), placed
 * before the other seasons, ending four weeks before the past season starts.
 */
export function addOlderSeason<D extends Division, T extends Team<D>, G extends Game>(
  tree: Record<string, unknown>,
  context: OlderSeasonContext<D, T, G>,
): { season: Season<G>; renamedTeam: { id: string; olderName: string; name: string } } {
  const { past, divisions, teams, rng, today, tools } = context
  const info = seasonBefore(past.id)
  const older: Season<G> = { ...info, active: false, games: [] }
  const renamed = pickRenamedTeam(teams)
  const olderName = renamed ? olderNameOf(renamed.name) : ''
  // Copies of the teams for that season, the renamed one under its older name and key.
  const olderTeams = teams.map((team) =>
    team === renamed ? { ...team, name: olderName, key: tools.keyOf(olderName) } : team,
  )
  const pastStart = past.games.reduce<Day>(
    (first, game: G) => (compareDays(game.day, first) < 0 ? game.day : first),
    today,
  )
  tools.playPastSeason(
    older,
    divisions,
    (division) => olderTeams.filter((team) => team.division === division),
    rng.fork('older-season'),
    addDays(pastStart, -28),
  )

  const seasons = tree.Seasons as Record<string, Record<string, unknown>>
  const pastRecord = seasons[past.id]
  tree.Seasons = {
    [older.id]: {
      ...pastRecord,
      season_id: older.id,
      isActive: false,
      Season_nameE: older.nameE,
      Season_nameF: older.nameF,
    },
    ...seasons,
  }
  Object.assign(tree, tools.seasonTrees(older, olderTeams, divisions, today, []))
  tree.Schedule = {
    [older.id]: { Divisions: tools.scheduleTree(older, divisions) },
    ...(tree.Schedule as Record<string, unknown>),
  }
  tools.recordSeasonResults(tree, older)
  return {
    season: older,
    renamedTeam: { id: renamed?.id ?? '', olderName, name: renamed?.name ?? '' },
  }
}
