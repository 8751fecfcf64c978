/**
 * The demo league's older season: the season before the past one, every game played with full
 * playoffs, so the seasons page, careers and team histories have more than one season to show
 * (docs/product.md#seasons). One team played under another name then (same team id), the way
 * real teams get renamed between seasons.
 */
import { recordSeasonResults, scheduleTree, seasonTrees } from './branches.ts'
import { addDays, compareDays, type Day } from './calendar.ts'
import { playPastSeason } from './play.ts'
import type { Random } from './random.ts'
import type { Division, Season, Team } from './shapes.ts'
import { keyOf } from './teams.ts'

/** The season before a season id of the demo's form ('2025W' winter, '2025S' summer). */
export function seasonBefore(id: string): { id: string; nameE: string; nameF: string } {
  const year = Number.parseInt(id, 10)
  if (id.endsWith('W')) return { id: `${year}S`, nameE: `Summer ${year}`, nameF: `Été ${year}` }
  const span = `${year - 1}-${String(year % 100).padStart(2, '0')}`
  return { id: `${year - 1}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}` }
}

interface OlderSeasonContext {
  past: Season
  divisions: Division[]
  teams: Team[]
  rng: Random
  today: Day
}

/** The team renamed since the older season: the first single-name team of 'Women A - Laval'. */
function pickRenamedTeam(teams: readonly Team[]): Team | undefined {
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
export function addOlderSeason(
  tree: Record<string, unknown>,
  context: OlderSeasonContext,
): { season: Season; renamedTeam: { id: string; olderName: string; name: string } } {
  const { past, divisions, teams, rng, today } = context
  const info = seasonBefore(past.id)
  const older: Season = { ...info, active: false, games: [] }
  const renamed = pickRenamedTeam(teams)
  const olderName = renamed ? olderNameOf(renamed.name) : ''
  // Copies of the teams for that season, the renamed one under its older name and key.
  const olderTeams = teams.map((team) =>
    team === renamed ? { ...team, name: olderName, key: keyOf(olderName) } : team,
  )
  const pastStart = past.games.reduce<Day>(
    (first, game) => (compareDays(game.day, first) < 0 ? game.day : first),
    today,
  )
  playPastSeason(
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
  Object.assign(tree, seasonTrees(older, olderTeams, divisions, today, []))
  tree.Schedule = {
    [older.id]: { Divisions: scheduleTree(older, divisions) },
    ...(tree.Schedule as Record<string, unknown>),
  }
  recordSeasonResults(tree, older)
  return {
    season: older,
    renamedTeam: { id: renamed?.id ?? '', olderName, name: renamed?.name ?? '' },
  }
}
