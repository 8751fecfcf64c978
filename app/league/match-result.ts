// One rule for who won (forfeit, score, shootout), so cards, brackets, share images and pages
// agree.
import type { Match } from './schedule.ts'

export type MatchWinner = 'home' | 'away'

export function matchWinner(
  match: Pick<Match, 'status' | 'homeForfeit' | 'awayForfeit' | 'home' | 'away' | 'shootout'>,
): MatchWinner | undefined {
  if (match.status !== 'finished') return undefined
  if (match.homeForfeit !== match.awayForfeit) return match.homeForfeit ? 'away' : 'home'
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

export function decidingShootout(
  match: Pick<Match, 'status' | 'home' | 'away' | 'shootout'>,
): { home: number; away: number } | undefined {
  const { shootout } = match
  if (match.status !== 'finished' || !shootout) return undefined
  if (match.home.score === undefined || match.home.score !== match.away.score) return undefined
  return { home: shootout.home.goals, away: shootout.away.goals }
}
