import type { League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { compareMatches, type Match } from './schedule.ts'

const NONE: readonly Match[] = []

function samePair(match: Match, other: Match): boolean {
  const a = match.home.teamId
  const b = match.away.teamId
  const x = other.home.teamId
  const y = other.away.teamId
  return (x === a && y === b) || (x === b && y === a)
}

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
