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

/** Where and when a game would be played: a day, and a time and a field when they are set. */
export type GameSlot = { date: string; time?: string; field?: string }

const sameField = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The season's other games on a field at the time a game would move to: two games cannot share
 * a field. A time or field still to be set takes no field, and a called-off game is not played.
 */
export function fieldTakenGames(league: League, gameId: string, slot: GameSlot): Match[] {
  const game = findMatch(league, gameId)
  if (!game || !slot.time || !slot.field?.trim()) return []
  return league.matches.filter(
    (other) =>
      other.id !== game.id &&
      !other.calledOff &&
      other.date === slot.date &&
      other.time === slot.time &&
      sameField(other.field, slot.field),
  )
}
