import { type CurrentLeague, currentLeague } from '~/data/current-league.server.ts'
import type { League } from '~/league/index.ts'

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
