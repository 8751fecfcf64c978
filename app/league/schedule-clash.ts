import type { League } from './league.ts'
import { findMatch } from './match-lists.ts'
import type { Match } from './schedule.ts'

/**
 * The season's other games that one of a game's teams plays on a day: moving the game there
 * would have a team play twice that night. A called-off game is not played, so it clashes with
 * nothing; a team still to be decided (a playoff slot) is nobody yet.
 */
export function sameDayGames(league: League, gameId: string, date: string): Match[] {
  const game = findMatch(league, gameId)
  if (!game) return []
  const teams = new Set(
    [game.home, game.away].flatMap((side) =>
      side.tbd || side.teamId === undefined ? [] : [side.teamId],
    ),
  )
  if (teams.size === 0) return []
  return league.matches.filter(
    (other) =>
      other.id !== game.id &&
      other.date === date &&
      !other.calledOff &&
      [other.home, other.away].some(
        (side) => !side.tbd && side.teamId !== undefined && teams.has(side.teamId),
      ),
  )
}
