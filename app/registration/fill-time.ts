/**
 * Time-to-submit, besides the honeypot: the page puts the instant it was served in a hidden
 * field; a form posted sooner than a person could fill it (a bot posting the form it just
 * fetched) is refused without saying why. The check is off when the minimum is 0.
 */
export const FILL_TIME_FIELD = 'startedAt'

/**
 * True when a post made at `nowMs` of a form served at `servedAtMs` came too soon; undefined is a
 * form without a start time this site signed (form-key.server.ts).
 */
export function postedTooFast(
  servedAtMs: number | undefined,
  nowMs: number,
  minFillMs: number,
): boolean {
  if (minFillMs <= 0) return false
  if (servedAtMs === undefined) return true
  const elapsed = nowMs - servedAtMs
  // A time in the future was not served by this site (clocks agree: the server wrote it).
  return elapsed < minFillMs || elapsed < 0
}
