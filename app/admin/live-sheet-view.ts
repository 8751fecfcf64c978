/**
 * What the scorekeeper's live sheet shows (docs/product.md#console): the game, its running score
 * and clock, both rosters as big buttons, the events recorded (the latest first, the one undo takes
 * back) and who is already known to have played. Pure: no I/O; "now" is an argument.
 */
import {
  type League,
  compareEventIds,
  findMatch,
  formatLongDate,
  formatTime,
  startableFrom,
} from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

import { byNumberThenName, entry, gameSummary, roster } from './console-views.ts'
import { clockMinute } from './live-clock.ts'
import type { LiveEventView, LiveSheetView, LiveSide } from './live-sheet-types.ts'
import { assistTarget } from './waiting-taps.ts'

/**
 * The live sheet of a game with two known teams, or undefined (no such game, teams to be
 * decided). `nextEventId` is made by the caller (an id that sorts after every one before it).
 */
export function liveSheetView(
  league: League,
  gameId: string,
  lang: Lang,
  now: number,
  nextEventId: string,
): LiveSheetView | undefined {
  const match = findMatch(league, gameId)
  if (!match || match.home.tbd || match.away.tbd) return undefined
  const names = new Map<string, string>()
  const side = (which: 'home' | 'away'): LiveSide => {
    const { players, keepers } = roster(league, match[which].teamId)
    for (const player of [...players, ...keepers]) names.set(player.id, player.name)
    return {
      name: gameSummary(match, lang)[which],
      players: [
        ...players
          .map(entry)
          .sort(byNumberThenName)
          .map((p) => ({ ...p, keeper: false })),
        ...keepers
          .map(entry)
          .sort(byNumberThenName)
          .map((p) => ({ ...p, keeper: true })),
      ],
    }
  }
  const home = side('home')
  const away = side('away')
  const byRecording = [...(match.events ?? [])].sort((a, b) => compareEventIds(b.id, a.id))
  const events = byRecording.map((event): LiveEventView => {
    const view: LiveEventView = { id: event.id, type: event.type }
    if (event.side) view.side = event.side
    if (event.period) view.period = event.period
    if (event.minute !== undefined) view.minute = event.minute
    if (event.type === 'shootout') view.scored = event.scored === true
    if (event.playerId) {
      view.playerId = event.playerId
      view.player = names.get(event.playerId) ?? event.playerId
    }
    if (event.assistId) view.assist = names.get(event.assistId) ?? event.assistId
    return view
  })
  const state = match.status
  const from = startableFrom(match.date, match.time)
  const canStart = state === 'upcoming' && !match.calledOff && (from === undefined || now >= from)
  const latest = match.live?.minute
  const view: LiveSheetView = {
    game: { ...gameSummary(match, lang), dateLabel: formatLongDate(match.date, lang) },
    state,
    canStart,
    score: { home: match.home.score ?? 0, away: match.away.score ?? 0 },
    now,
    minute: match.startedAt !== undefined ? clockMinute(match.startedAt, now) : (latest ?? 1),
    nextEventId,
    home,
    away,
    events,
    named: [
      ...new Set(
        (match.events ?? []).flatMap((event) =>
          [event.playerId, event.assistId].filter((id): id is string => id !== undefined),
        ),
      ),
    ],
  }
  if (state === 'upcoming' && !canStart && from !== undefined && !match.calledOff)
    view.startsFrom = formatTime(from, lang)
  if (state === 'live' && match.startedAt !== undefined) view.startedAt = match.startedAt
  const assistFor = state === 'live' ? assistTarget(view, events) : undefined
  if (assistFor) view.assistFor = assistFor
  return view
}
