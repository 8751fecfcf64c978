/**
 * What a league tree holds, counted as `npm run check-firebase` reports it: the seasons listed
 * under `Seasons`, and over every season the tree names, its teams (`{season}_Teams`) and its
 * scheduled games (`Schedule/{season}/Divisions/{division}/{day}/{game}`), then news items and
 * sponsors (docs/data-contract.md#seasons, #teams, #schedule, #news, #sponsors).
 */
import { entriesOf, scheduledGames, seasonIds } from './check-context.ts'
import { asRecord } from './text.ts'

export type LeagueCounts = {
  seasons: number
  teams: number
  games: number
  news: number
  sponsors: number
}

export function leagueCounts(tree: unknown): LeagueCounts {
  const league = asRecord(tree) ?? {}
  const ids = seasonIds(league)
  return {
    seasons: entriesOf(league.Seasons).length,
    teams: ids.reduce((sum, id) => sum + entriesOf(league[`${id}_Teams`]).length, 0),
    games: ids.reduce((sum, id) => sum + scheduledGames(league, id).size, 0),
    // News is grouped by day: `News/{day}/{item}`.
    news: entriesOf(league.News).reduce((sum, [, day]) => sum + entriesOf(day).length, 0),
    sponsors: entriesOf(league.Sponsors).length,
  }
}
