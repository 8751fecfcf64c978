// What a league tree holds, as `npm run check-firebase` reports it.
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
    news: entriesOf(league.News).reduce((sum, [, day]) => sum + entriesOf(day).length, 0),
    sponsors: entriesOf(league.Sponsors).length,
  }
}
