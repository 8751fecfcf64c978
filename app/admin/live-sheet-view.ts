/**
 * What the scorekeeper's live sheet shows (docs/product.md#console): the game, its running score
 * and clock, both rosters as big buttons, the events recorded (the latest first, the one undo takes
 * back) and who is already known to have played. Pure: no I/O; "now" is an argument.
 */
import {
  type League,
  type MatchEventType,
  type MatchPeriod,
  compareEventIds,
  findMatch,
  formatLongDate,
  formatTime,
  startableFrom,
} from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

import {
  type GameSummary,
  type RosterEntry,
  byNumberThenName,
  entry,
  gameSummary,
  roster,
} from './console-views.ts'
import { clockMinute } from './live-clock.ts'
import { parseLiveSheetPost } from './live-sheet-form.ts'
import type { TapFields } from './tap-queue.ts'

export type LiveSide = { name: string; players: Array<RosterEntry & { keeper: boolean }> }

export type LiveEventView = {
  id: string
  type: MatchEventType
  side?: 'home' | 'away'
  period?: MatchPeriod
  minute?: number
  scored?: boolean
  playerId?: string
  /** The player's name (the id when the roster does not know it). */
  player?: string
  assist?: string
  /** A tap still on the phone, waiting to be sent (tap-queue.ts). */
  waiting?: true
}

export type LiveSheetView = {
  game: GameSummary & { dateLabel: string }
  state: 'upcoming' | 'live' | 'finished'
  /** Upcoming: whether it can be started now, else from when (« 18 h 30 »). */
  canStart: boolean
  startsFrom?: string
  score: { home: number; away: number }
  /** Live: when it was started (epoch ms), for the clock; and the server's now, to set the phone's. */
  startedAt?: number
  now: number
  /** The minute a new event gets: the clock's, else the latest recorded. */
  minute: number
  /** The id the next event is sent under: sent again, it is recorded once. */
  nextEventId: string
  home: LiveSide
  away: LiveSide
  /** Newest recorded first: the first is the one undo takes back. */
  events: LiveEventView[]
  /** The latest event when it is a goal without an assist and the scorer has teammates to name. */
  assistFor?: { id: string; side: 'home' | 'away'; playerId?: string; player?: string }
  /** Players an event names: they played, whatever the boxes say. */
  named: string[]
}

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

/** The latest event, when it is a goal without an assist whose scorer has a teammate to name. */
function assistTarget(
  sides: Pick<LiveSheetView, 'home' | 'away'>,
  events: readonly LiveEventView[],
): LiveSheetView['assistFor'] {
  const last = events[0]
  if (!last?.side || last.type !== 'goal' || last.assist) return undefined
  const passers = sides[last.side].players.filter((player) => player.id !== last.playerId)
  if (passers.length === 0) return undefined
  return {
    id: last.id,
    side: last.side,
    ...(last.playerId ? { playerId: last.playerId, player: last.player ?? last.playerId } : {}),
  }
}

/**
 * The sheet as the scorekeeper's taps make it before the server has them all: the events waiting on
 * the phone on top (marked), their assists and undos applied, the assist prompt following the
 * latest goal. The score stays the one the site shows.
 */
export function withWaitingTaps(sheet: LiveSheetView, taps: readonly TapFields[]): LiveSheetView {
  if (taps.length === 0) return sheet
  const names = new Map(
    [...sheet.home.players, ...sheet.away.players].map((player) => [player.id, player.name]),
  )
  const nameOf = (id: string) => names.get(id) ?? id
  let events = [...sheet.events]
  const named = new Set(sheet.named)
  for (const fields of taps) {
    const post = parseLiveSheetPost(new URLSearchParams(fields))
    if (post?.intent === 'event' && !events.some((event) => event.id === post.eventId)) {
      const { type, side, period, minute, scored, playerId } = post.event
      const event: LiveEventView = { id: post.eventId, type, waiting: true }
      if (side) event.side = side
      if (period) event.period = period
      if (minute !== undefined) event.minute = minute
      if (scored !== undefined) event.scored = scored
      if (playerId) {
        event.playerId = playerId
        event.player = nameOf(playerId)
        named.add(playerId)
      }
      events = [event, ...events]
    } else if (post?.intent === 'assist') {
      events = events.map((event) =>
        event.id === post.eventId
          ? { ...event, assist: nameOf(post.assistId), waiting: true }
          : event,
      )
      named.add(post.assistId)
    } else if (post?.intent === 'undo') {
      events = events.filter((event) => event.id !== post.eventId)
    }
  }
  const next: LiveSheetView = { ...sheet, events, named: [...named] }
  const assistFor = assistTarget(sheet, events)
  if (assistFor) next.assistFor = assistFor
  else delete next.assistFor
  return next
}
