/**
 * The live sheet's clock (docs/product.md#console): the minute of play a new event gets by default,
 * counted from the moment the scorekeeper started the game. A running clock, as indoor games are
 * played: half-time does not stop it; the scorekeeper corrects a minute before sending when needed.
 * No imports: the sheet's page runs it every few seconds in the browser too.
 */

/** The latest minute the sheet offers (and the writer takes: MAX_EVENT_MINUTE). */
export const CLOCK_LIMIT = 120

/** The minute under way `now` (epoch ms) for a game started at `startedAt`: 1 in its first minute. */
export function clockMinute(startedAt: number, now: number): number {
  const elapsed = Math.floor((now - startedAt) / 60_000) + 1
  return Math.min(CLOCK_LIMIT, Math.max(1, elapsed))
}
