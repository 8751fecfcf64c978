/**
 * Who won a finished match (docs/product.md#match): a side that forfeits loses; otherwise the
 * score, then the shootout decides. Cards, brackets, share images and the match page read the
 * result here, so a game won on shootout says the same thing everywhere.
 */
import type { Match } from './schedule.ts'

export type MatchWinner = 'home' | 'away'

/** The winning side, or undefined for a draw (or a match not finished). */
export function matchWinner(
  match: Pick<Match, 'status' | 'homeForfeit' | 'awayForfeit' | 'home' | 'away' | 'shootout'>,
): MatchWinner | undefined {
  if (match.status !== 'finished') return undefined
  if (match.homeForfeit !== match.awayForfeit) return match.homeForfeit ? 'away' : 'home'
  // Both forfeited: both lose.
  if (match.homeForfeit) return undefined
  const home = match.home.score
  const away = match.away.score
  if (home === undefined || away === undefined) return undefined
  if (home !== away) return home > away ? 'home' : 'away'
  const shootout = match.shootout
  if (shootout && shootout.home.goals !== shootout.away.goals)
    return shootout.home.goals > shootout.away.goals ? 'home' : 'away'
  return undefined
}

/** The shootout goals to show beside a drawn score, only when the shootout decided the game. */
export function decidingShootout(
  match: Pick<Match, 'status' | 'home' | 'away' | 'shootout'>,
): { home: number; away: number } | undefined {
  const { shootout } = match
  if (match.status !== 'finished' || !shootout) return undefined
  if (match.home.score === undefined || match.home.score !== match.away.score) return undefined
  return { home: shootout.home.goals, away: shootout.away.goals }
}
