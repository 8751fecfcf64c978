/**
 * The league across its seasons, read from one tree: what a one-season `League` cannot answer,
 * such as the season registration opens for or the fields any season has played on.
 */
import { type League, readLeague } from './league.ts'
import { createMemo } from './memo.ts'
import { scheduleFields } from './schedule-edits.ts'
import { type Season, readSeasons } from './seasons.ts'
import { asRecord } from './text.ts'

export interface LeagueSeasons {
  /** Every season, in tree order. */
  seasons: Season[]
  /** The League of one season of the same tree, memoised as `readLeague` is. */
  season(seasonId: string): League
  /** Every field any season's schedule names, one spelling each, sorted. */
  readonly fields: string[]
}

const fieldsMemo = createMemo<string[]>()

export function readLeagueSeasons(tree: unknown): LeagueSeasons {
  const root = asRecord(tree)
  return {
    seasons: readSeasons(root),
    season: (seasonId) => readLeague(tree, { seasonId }),
    get fields() {
      return fieldsMemo(root?.Schedule, [], () => scheduleFields(tree))
    },
  }
}
