// A game's events: docs/data-contract.md#game-events.
import { cleanText, forEachChildRecord, isTrueFlag, matchKey, toNumber } from './text.ts'

export type MatchEventType = 'goal' | 'own-goal' | 'yellow' | 'red' | 'period' | 'shootout'

export type MatchPeriod = 'half-time' | 'overtime' | 'end'

export type EventSide = 'home' | 'away'

export interface MatchEvent {
  id: string
  type: MatchEventType
  /** An own goal counts for the other side. */
  side?: EventSide
  playerId?: string
  assistId?: string
  /** Shootout kicks need none. */
  minute?: number
  scored?: boolean
  period?: MatchPeriod
}

export type LivePhase = 'half-time' | 'overtime' | 'shootout' | 'full-time'

const TYPE_WORDS = new Map<string, MatchEventType>([
  ['goal', 'goal'],
  ['but', 'goal'],
  ['owngoal', 'own-goal'],
  ['butcontresoncamp', 'own-goal'],
  ['csc', 'own-goal'],
  ['yellow', 'yellow'],
  ['yellowcard', 'yellow'],
  ['jaune', 'yellow'],
  ['cartonjaune', 'yellow'],
  ['red', 'red'],
  ['redcard', 'red'],
  ['rouge', 'red'],
  ['cartonrouge', 'red'],
  ['period', 'period'],
  ['periode', 'period'],
  ['shootout', 'shootout'],
  ['tirdebarrage', 'shootout'],
])

const SIDE_WORDS = new Map<string, EventSide>([
  ['home', 'home'],
  ['domicile', 'home'],
  ['locale', 'home'],
  ['local', 'home'],
  ['away', 'away'],
  ['visiteur', 'away'],
  ['visiteuse', 'away'],
  ['visiteurs', 'away'],
])

const PERIOD_WORDS = new Map<string, MatchPeriod>([
  ['halftime', 'half-time'],
  ['mitemps', 'half-time'],
  ['overtime', 'overtime'],
  ['ot', 'overtime'],
  ['prolongation', 'overtime'],
  ['end', 'end'],
  ['fulltime', 'end'],
  ['fin', 'end'],
  ['findematch', 'end'],
])

export const readEventType = (value: unknown) => TYPE_WORDS.get(matchKey(value))
export const readEventSide = (value: unknown) => SIDE_WORDS.get(matchKey(value))
export const readEventPeriod = (value: unknown) => PERIOD_WORDS.get(matchKey(value))

export function readMinute(value: unknown): number | undefined {
  const number = toNumber(value)
  return number !== undefined && number >= 0 && Number.isInteger(number) ? number : undefined
}

const text = (value: unknown) => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return cleanText(value)
}

export function readMatchEvent(
  id: string,
  record: Record<string, unknown>,
): MatchEvent | undefined {
  const type = readEventType(record.Type ?? record.type)
  if (type === undefined) return undefined
  const event: MatchEvent = { id, type }
  const minute = readMinute(record.Minute ?? record.minute)
  if (minute !== undefined) event.minute = minute
  if (type === 'period') {
    const period = readEventPeriod(record.Period ?? record.period)
    if (period === undefined) return undefined
    event.period = period
    return event
  }
  const side = readEventSide(record.Side ?? record.side)
  if (side === undefined) return undefined
  event.side = side
  const playerId = text(record.PlayerID ?? record.playerId ?? record.player_id)
  const assistId = text(record.AssistID ?? record.assistId ?? record.assist_id)
  if (playerId !== undefined) event.playerId = playerId
  if (assistId !== undefined && type === 'goal') event.assistId = assistId
  if (type === 'shootout') event.scored = isTrueFlag(record.Scored ?? record.scored)
  return event
}

/** Push ids sort in the order they were made; numeric ids sort as numbers. */
export function compareEventIds(a: string, b: string): number {
  const x = /^\d{1,15}$/.test(a) ? Number(a) : undefined
  const y = /^\d{1,15}$/.test(b) ? Number(b) : undefined
  if (x !== undefined && y !== undefined) return x - y
  if (x !== undefined) return -1
  if (y !== undefined) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

export function compareEvents(a: MatchEvent, b: MatchEvent): number {
  const kickA = a.type === 'shootout' ? 1 : 0
  const kickB = b.type === 'shootout' ? 1 : 0
  if (kickA !== kickB) return kickA - kickB
  if (!kickA) {
    const minuteA = a.minute ?? Infinity
    const minuteB = b.minute ?? Infinity
    if (minuteA !== minuteB) return minuteA < minuteB ? -1 : 1
  }
  return compareEventIds(a.id, b.id)
}

export function readMatchEvents(node: unknown): MatchEvent[] {
  const events: MatchEvent[] = []
  forEachChildRecord(node, (id, record) => {
    const event = readMatchEvent(id, record)
    if (event) events.push(event)
  })
  return events.sort(compareEvents)
}

export function scoreFromEvents(events: readonly MatchEvent[]): { home: number; away: number } {
  const score = { home: 0, away: 0 }
  for (const event of events) {
    if (event.side === undefined) continue
    if (event.type === 'goal') score[event.side] += 1
    else if (event.type === 'own-goal') score[event.side === 'home' ? 'away' : 'home'] += 1
  }
  return score
}

export function shootoutFromEvents(
  events: readonly MatchEvent[],
):
  | { home: { goals: number; attempts: number }; away: { goals: number; attempts: number } }
  | undefined {
  const kicks = events.filter((event) => event.type === 'shootout' && event.side !== undefined)
  if (kicks.length === 0) return undefined
  const tally = { home: { goals: 0, attempts: 0 }, away: { goals: 0, attempts: 0 } }
  for (const kick of kicks) {
    const side = tally[kick.side as EventSide]
    side.attempts += 1
    if (kick.scored) side.goals += 1
  }
  return tally
}

export function liveState(events: readonly MatchEvent[]): { minute?: number; phase?: LivePhase } {
  const state: { minute?: number; phase?: LivePhase } = {}
  let minute: number | undefined
  for (const event of events)
    if (event.type !== 'shootout' && event.minute !== undefined)
      minute = Math.max(minute ?? 0, event.minute)
  if (minute !== undefined) state.minute = minute
  const last = events.at(-1)
  if (last?.type === 'shootout') state.phase = 'shootout'
  else if (last?.type === 'period')
    state.phase =
      last.period === 'half-time' ? 'half-time' : last.period === 'end' ? 'full-time' : 'overtime'
  else if (events.some((event) => event.period === 'overtime')) state.phase = 'overtime'
  return state
}
