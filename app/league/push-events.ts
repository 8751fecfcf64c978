// Which change of a game makes which notification (docs/product.md#notifications). Pure: two
// readings of the league's games in, the events between them out; each event's id names it once,
// so every instance that sees the same change computes the same id and only one sends it.
import type { GameStatus } from './game-status.ts'
import type { Match } from './schedule.ts'

/** What a visitor can ask to be told of. `change`: postponed, cancelled or moved. */
export type PushKind = 'kickoff' | 'goal' | 'final' | 'change'

export const PUSH_KINDS: readonly PushKind[] = ['kickoff', 'goal', 'final', 'change']

export type PushEvent = {
  id: string
  kind: PushKind
  /** For `change`: what happened to the game. */
  change?: GameStatus | 'moved'
  /** For `goal`: the side that scored. */
  side?: 'home' | 'away'
  match: Match
  teamIds: string[]
}

const keyOf = (match: Match) => `${match.seasonId}/${match.id}`

function teamIdsOf(match: Match): string[] {
  return [match.home.teamId, match.away.teamId].filter((id): id is string => id !== undefined)
}

function placeOf(match: Match): string {
  return `${match.date ?? ''}|${match.time ?? ''}|${match.field ?? ''}`
}

function eventsOfGame(before: Match, after: Match): PushEvent[] {
  const key = keyOf(after)
  const base = { match: after, teamIds: teamIdsOf(after) }
  const events: PushEvent[] = []
  const calledOff = after.calledOff?.status
  if (calledOff && calledOff !== before.calledOff?.status) {
    events.push({
      ...base,
      id: `${key}:${calledOff}:${after.sequence ?? 0}`,
      kind: 'change',
      change: calledOff,
    })
    return events
  }
  if (after.status === 'upcoming' && !calledOff && placeOf(after) !== placeOf(before)) {
    const id = `${key}:moved:${placeOf(after)}`
    events.push({ ...base, id, kind: 'change', change: 'moved' })
  }
  if (before.status === 'upcoming' && after.status === 'live')
    events.push({ ...base, id: `${key}:kickoff`, kind: 'kickoff' })
  // Goals as they happen: a result typed in after the game is its final score alone.
  if (after.status !== 'upcoming' && (before.status === 'live' || after.status === 'live')) {
    for (const side of ['home', 'away'] as const) {
      const from = before.status === 'upcoming' ? 0 : (before[side].score ?? 0)
      for (let goal = from + 1; goal <= (after[side].score ?? 0); goal++)
        events.push({ ...base, id: `${key}:goal:${side}:${goal}`, kind: 'goal', side })
    }
  }
  if (before.status !== 'finished' && after.status === 'finished')
    events.push({ ...base, id: `${key}:final`, kind: 'final' })
  return events
}

/**
 * The notifications one change of the data makes. A game new to the data, or gone from it, makes
 * none; a score put back down (a correction) makes none.
 */
export function pushEvents(before: readonly Match[], after: readonly Match[]): PushEvent[] {
  if (before === after) return []
  const earlier = new Map(before.map((match) => [keyOf(match), match]))
  const events: PushEvent[] = []
  for (const match of after) {
    const previous = earlier.get(keyOf(match))
    if (previous && previous !== match) events.push(...eventsOfGame(previous, match))
  }
  return events
}
