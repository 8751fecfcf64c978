import { type CurrentLeague, currentLeague } from '~/data/current-league.server.ts'
import type { League } from '~/league/index.ts'

import { pickSeason } from './season-choice.ts'

export async function everySeasonLeague(): Promise<
  { current: CurrentLeague; leagues: League[] } | undefined
> {
  const current = await currentLeague()
  if (!current) return undefined
  const { acrossSeasons } = current
  return { current, leagues: acrossSeasons.seasons.map((season) => acrossSeasons.season(season.id)) }
}

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
