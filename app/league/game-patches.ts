// What a change did to the games a page shows (docs/architecture.md#a-data-change): the
// `/api/live` notice carries it so open pages show a goal without fetching anything.
import type { GameStatus } from './game-status.ts'
import type { LivePhase } from './match-events.ts'
import type { Match, MatchStatus } from './schedule.ts'

/** A game as a card shows it: its status, running or final score, and live clock. */
export type GamePatch = {
  id: string
  status: MatchStatus | GameStatus
  homeScore?: number
  awayScore?: number
  minute?: number
  phase?: LivePhase
}

/** More games than a scorekeeper changes at once: an import or a correction, which pages refetch. */
export const MAX_GAME_PATCHES = 20

export function gamePatchOf(match: Match): GamePatch {
  const patch: GamePatch = { id: match.id, status: match.calledOff?.status ?? match.status }
  if (match.home.score !== undefined) patch.homeScore = match.home.score
  if (match.away.score !== undefined) patch.awayScore = match.away.score
  if (match.live?.minute !== undefined) patch.minute = match.live.minute
  if (match.live?.phase !== undefined) patch.phase = match.live.phase
  return patch
}

function samePatch(a: GamePatch, b: GamePatch): boolean {
  return (
    a.status === b.status &&
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.minute === b.minute &&
    a.phase === b.phase
  )
}

/**
 * The games whose status, score or live clock differ between two schedules of one season; a game
 * added or removed is not a patch (no page shows it yet, or any more). Undefined when the change is
 * too big to describe (more than MAX_GAME_PATCHES games, or no schedule before it).
 */
export function gamePatches(
  before: readonly Match[] | undefined,
  after: readonly Match[],
): GamePatch[] | undefined {
  if (before === undefined) return undefined
  const previous = new Map<string, Match>()
  for (const match of before) previous.set(match.id, match)
  const patches: GamePatch[] = []
  for (const match of after) {
    const old = previous.get(match.id)
    // Unchanged raw games are read into the same entity (memo.ts): nothing to compare.
    if (old === undefined || old === match) continue
    const patch = gamePatchOf(match)
    if (samePatch(gamePatchOf(old), patch)) continue
    if (patches.length === MAX_GAME_PATCHES) return undefined
    patches.push(patch)
  }
  return patches
}
