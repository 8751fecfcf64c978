import type { League } from './league.ts'
import { matchSheet } from './match-sheet.ts'

/**
 * The bundled rules' ladder for red cards (app/content/rules.ts): a player's first red card of the
 * season costs 1 game and $15, the second 2 games and $30, the third 4 and $60, the fourth and
 * any after 8 and $120. The fines past the first are minimums: the committee may ask more.
 */
const RED_CARD_LADDER = [
  { games: 1, fine: 15 },
  { games: 2, fine: 30 },
  { games: 4, fine: 60 },
  { games: 8, fine: 120 },
] as const

export type RedCardSanction = { games: number; fine: number }

/** What the rules call for on a player's `nth` red card of the season (1 for the first). */
export function redCardSanction(nth: number): RedCardSanction {
  const step = RED_CARD_LADDER[Math.min(Math.max(Math.trunc(nth), 1), RED_CARD_LADDER.length) - 1]!
  return { games: step.games, fine: step.fine }
}

export type RedCardOffer = RedCardSanction & {
  playerId: string
  name: string
  /** Which red card of the season this is for the player (their season's count, this one included). */
  nth: number
}

/**
 * The suspensions a game's sheet calls for: one per player sent off in it, by the rules' ladder
 * from the player's red cards of the season (the recorded game counted). A player the roster does
 * not know, or already suspended, is left to the operator.
 */
export function redCardOffers(league: League, gameId: string): RedCardOffer[] {
  const sheet = matchSheet(league, gameId)
  if (!sheet) return []
  return [sheet.home, sheet.away]
    .flatMap((side) => [...side.players, ...side.keepers])
    .flatMap((line) => {
      if (line.red <= 0 || line.playerId === undefined) return []
      const player = league.roster.get(line.playerId)
      if (!player || player.suspension.suspended) return []
      const nth = Math.max(player.stats.red, line.red, 1)
      return [{ playerId: player.id, name: player.name, nth, ...redCardSanction(nth) }]
    })
}
