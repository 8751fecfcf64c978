/**
 * The previous meetings of a match's two teams (docs/product.md#match): the earlier finished
 * games of the same season between the same two teams, in any division or stage (regular,
 * playoffs, preseason), oldest first. Forfeits stay flagged on each match (`homeForfeit`,
 * `awayForfeit`), so the page can say so.
 */
import type { League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { compareMatches, type Match } from './schedule.ts'

const NONE: readonly Match[] = []

/** Whether `other` is a game between the same two (known) teams as `match`, either way round. */
function samePair(match: Match, other: Match): boolean {
  const a = match.home.teamId
  const b = match.away.teamId
  const x = other.home.teamId
  const y = other.away.teamId
  return (x === a && y === b) || (x === b && y === a)
}

/**
 * Finished games of this season between the match's two teams played before it (by date,
 * then time), oldest first; never the match itself, later games or unplayed ones. Empty when
 * a side is not known yet (TBD) or has no team id.
 */
export function previousMeetings(league: League, match: Match): readonly Match[] {
  const home = match.home.teamId
  const away = match.away.teamId
  if (match.home.tbd || match.away.tbd || home === undefined || away === undefined) return NONE
  if (home === away) return NONE
  const found = matchesFor(league, { teamId: home }).filter(
    (other) =>
      other !== match &&
      other.status === 'finished' &&
      samePair(match, other) &&
      compareMatches(other, match) < 0,
  )
  return found.length === 0 ? NONE : found
}
