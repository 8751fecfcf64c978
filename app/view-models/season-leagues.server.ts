import { type CurrentLeague, currentLeague } from '~/data/current-league.server.ts'
import type { League } from '~/league/index.ts'

import { pickSeason } from './season-choice.ts'

/**
 * The League of every season the data has, in tree order, through the one way to the league
 * (seasons page, careers, team histories). Undefined when the data could not be loaded.
 */
export async function everySeasonLeague(): Promise<
  { current: CurrentLeague; leagues: League[] } | undefined
> {
  const current = await currentLeague()
  if (!current) return undefined
  const leagues: League[] = []
  for (const season of current.league.seasons) {
    if (season.id === current.league.seasonId) leagues.push(current.league)
    else {
      const other = await currentLeague({ seasonId: season.id })
      if (other) leagues.push(other.league)
    }
  }
  return { current, leagues }
}

/**
 * The League of the season `?season=` asks for (the active one without it), through the one way
 * to the league, and the value when it named no season (the page then shows the active season
 * with a notice). Undefined when the data could not be loaded.
 */
export async function seasonLeagueOf(
  requested: string | null | undefined,
): Promise<{ current: CurrentLeague; unknownSeason?: string } | undefined> {
  const active = await currentLeague()
  if (!active) return undefined
  const { seasonId, unknown } = pickSeason(active.league, requested)
  const current =
    seasonId === undefined || seasonId === active.league.seasonId
      ? active
      : ((await currentLeague({ seasonId })) ?? active)
  return unknown === undefined ? { current } : { current, unknownSeason: unknown }
}
