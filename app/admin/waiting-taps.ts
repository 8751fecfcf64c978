// Apart from live-sheet-view.ts, which reads the league: the phone runs this one, kept light.
import type { LiveEventView, LiveSheetView } from './live-sheet-types.ts'
import { parseLiveSheetPost } from './live-sheet-form.ts'
import type { TapFields } from './tap-queue.ts'

/** The latest event, when it is a goal without an assist whose scorer has a teammate to name. */
export function assistTarget(
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

/** The sheet with the taps still on the phone on top, marked; the score stays the site's. */
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
