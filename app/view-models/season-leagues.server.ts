import { type CurrentLeague, currentLeague } from '~/data/current-league.server.ts'
import type { League } from '~/league/index.ts'

import { pickSeason } from './season-choice.ts'

/**
 * The League of every season the data has, in tree order, from one snapshot
 * (seasons page, careers, team histories). Undefined when the data could not be loaded.
 */
export async function everySeasonLeague(): Promise<
  { current: CurrentLeague; leagues: League[] } | undefined
> {
  const current = await currentLeague()
  if (!current) return undefined
  const { acrossSeasons } = current
  return { current, leagues: acrossSeasons.seasons.map((season) => acrossSeasons.season(season.id)) }
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
      : { ...active, league: active.acrossSeasons.season(seasonId) }
  return unknown === undefined ? { current } : { current, unknownSeason: unknown }
}
