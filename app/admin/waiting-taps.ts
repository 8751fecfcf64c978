// Apart from live-sheet-view.ts, which reads the league: the phone runs this one, kept light.
import type { LiveEventView, LiveSheetView } from './live-sheet-types.ts'
import { type LiveSheetPost, parseLiveSheetPost } from './live-sheet-form.ts'
import type { TapFields } from './tap-queue.ts'

export type AcknowledgedTap = { key: string; fields: TapFields; at: number }

export const SETTLED_AFTER = 30_000 // a sheet made later shows what became of the tap

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

const postOf = (fields: TapFields) => parseLiveSheetPost(new URLSearchParams(fields))

function applyTaps(
  sheet: LiveSheetView,
  taps: ReadonlyArray<{ post: LiveSheetPost | undefined; waiting: boolean }>,
): LiveSheetView {
  if (taps.length === 0) return sheet
  const names = new Map(
    [...sheet.home.players, ...sheet.away.players].map((player) => [player.id, player.name]),
  )
  const nameOf = (id: string) => names.get(id) ?? id
  const mark = (event: LiveEventView, waiting: boolean): LiveEventView =>
    waiting ? { ...event, waiting: true } : event
  let events = [...sheet.events]
  const named = new Set(sheet.named)
  for (const { post, waiting } of taps) {
    if (post?.intent === 'event' && !events.some((event) => event.id === post.eventId)) {
      const { type, side, period, minute, scored, playerId } = post.event
      const event: LiveEventView = { id: post.eventId, type }
      if (side) event.side = side
      if (period) event.period = period
      if (minute !== undefined) event.minute = minute
      if (scored !== undefined) event.scored = scored
      if (playerId) {
        event.playerId = playerId
        event.player = nameOf(playerId)
        named.add(playerId)
      }
      events = [mark(event, waiting), ...events]
    } else if (post?.intent === 'assist') {
      events = events.map((event) =>
        event.id === post.eventId
          ? mark({ ...event, assist: nameOf(post.assistId) }, waiting)
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

/** The sheet with the taps still on the phone on top, marked; the score stays the site's. */
export function withWaitingTaps(sheet: LiveSheetView, taps: readonly TapFields[]): LiveSheetView {
  return applyTaps(
    sheet,
    taps.map((fields) => ({ post: postOf(fields), waiting: true })),
  )
}

/**
 * The served sheet merged by event id with the taps it may not show yet (acknowledged: kept while
 * `unseen`) and those waiting, so the latest event shown, undo's target, is the latest tapped.
 */
export function sheetWithTaps(
  served: LiveSheetView,
  acknowledged: readonly AcknowledgedTap[],
  waiting: readonly TapFields[],
  servedAt: number,
): { sheet: LiveSheetView; unseen: AcknowledgedTap[] } {
  const onServed = new Map(served.events.map((event) => [event.id, event]))
  const later = [
    ...acknowledged.map((tap) => postOf(tap.fields)),
    ...waiting.map((fields) => postOf(fields)),
  ]
  const takenBackLater = (index: number, eventId: string) =>
    later.some((post, at) => at > index && post?.intent === 'undo' && post.eventId === eventId)
  const keptEvents = new Set<string>()
  const unseen: AcknowledgedTap[] = []
  const kept: Array<{ post: LiveSheetPost | undefined; waiting: boolean }> = []
  acknowledged.forEach((tap, index) => {
    const post = later[index]
    if (!post || servedAt - tap.at > SETTLED_AFTER) return
    let keep = false
    if (post.intent === 'event')
      keep = !onServed.has(post.eventId) && !takenBackLater(index, post.eventId)
    else if (post.intent === 'undo') keep = onServed.has(post.eventId)
    else if (post.intent === 'assist') {
      const goal = onServed.get(post.eventId)
      keep = goal ? goal.assist === undefined : keptEvents.has(post.eventId)
    }
    if (!keep) return
    if (post.intent === 'event') keptEvents.add(post.eventId)
    unseen.push(tap)
    kept.push({ post, waiting: false })
  })
  for (const post of later.slice(acknowledged.length)) kept.push({ post, waiting: true })
  return { sheet: applyTaps(served, kept), unseen }
}
