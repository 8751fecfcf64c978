// The `/api/live` notice, built once per change for every stream (docs/architecture.md#a-data-change).
import { onCurrentLeagueChange, peekCurrentLeague } from '~/data/current-league.server.ts'
import { type GamePatch, type League, type Match, gamePatches } from '~/league/index.ts'
import { type ChangeNotice, spreadFor } from '~/view-models/live.ts'

import { openLiveStreams } from './event-stream.server.ts'

type Schedule = { seasonId: string | undefined; matches: readonly Match[] }

function scheduleOf(league: League): Schedule {
  return { seasonId: league.activeSeason?.id, matches: league.matches }
}

export function patchesOf(before: Schedule | undefined, after: Schedule): GamePatch[] | undefined {
  if (before?.seasonId !== after.seasonId) return undefined
  return gamePatches(before?.matches, after.matches)
}

type Listener = (notice: ChangeNotice) => void
const listeners = new Set<Listener>()
let stop: (() => void) | undefined
let before: Schedule | undefined

function noticeOf(league: League, version: number, keys: string[]): ChangeNotice {
  const after = scheduleOf(league)
  const games = patchesOf(before, after)
  before = after
  const notice: ChangeNotice = { version, keys, spread: spreadFor(openLiveStreams()) }
  if (games && games.length > 0) notice.games = games
  return notice
}

/** One reading of the league per change, whatever the number of streams listening. */
export function onChangeNotice(listener: Listener): () => void {
  if (!stop) {
    const current = peekCurrentLeague()
    before = current && scheduleOf(current)
    stop = onCurrentLeagueChange((league, version, keys) => {
      const notice = noticeOf(league, version, keys)
      for (const each of listeners) each(notice)
    })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0 || !stop) return
    stop()
    stop = undefined
    before = undefined
  }
}
