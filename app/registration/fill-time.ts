// Time-to-submit, besides the honeypot: a form posted sooner than a person could fill it is refused
// without saying why.
export const FILL_TIME_FIELD = 'startedAt'

export function postedTooFast(
  servedAtMs: number | undefined,
  nowMs: number,
  minFillMs: number,
): boolean {
  if (minFillMs <= 0) return false
  if (servedAtMs === undefined) return true
  const elapsed = nowMs - servedAtMs
  // A time in the future was not served by this site (the server wrote it).
  return elapsed < minFillMs || elapsed < 0
}
