import { type League, readLeague } from './league.ts'
import { createMemo } from './memo.ts'
import { scheduleFields } from './schedule-edits.ts'
import { type Season, readSeasons } from './seasons.ts'
import { asRecord } from './text.ts'

export interface LeagueSeasons {
  seasons: Season[]
  season(seasonId: string): League
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
