/**
 * A scheduled game's `Status` (docs/data-contract.md#schedule): `live` while it is played, or
 * called off, `postponed` or `cancelled`, with `StatusReason` saying why. A finished game is
 * finished whatever its status says.
 */
import { cleanText, matchKey, type RawRecord } from './text.ts'

export type GameStatus = 'postponed' | 'cancelled'

export const GAME_STATUSES: readonly GameStatus[] = ['postponed', 'cancelled']

/** The most a reason may hold: a sentence on a card, not a notice. */
export const MAX_STATUS_REASON = 200

/** A game being played: its score is the running score (docs/data-contract.md#game-events). */
export type LiveStatus = 'live'

// Spellings a person may write (US and French included); the writer writes the first.
const STATUS_WORDS = new Map<string, GameStatus | LiveStatus>([
  ['live', 'live'],
  ['inprogress', 'live'],
  ['encours', 'live'],
  ['postponed', 'postponed'],
  ['reporte', 'postponed'],
  ['cancelled', 'cancelled'],
  ['canceled', 'cancelled'],
  ['annule', 'cancelled'],
])

/** The status a `Status` value names; undefined for none, 'unknown' for a value it cannot read. */
export function readGameStatus(value: unknown): GameStatus | LiveStatus | 'unknown' | undefined {
  if (cleanText(value) === undefined) return undefined
  return STATUS_WORDS.get(matchKey(value)) ?? 'unknown'
}

/** The game's status and reason as the site shows them (nothing for a game on schedule). */
export function gameStatusOf(
  record: RawRecord,
): { status: GameStatus; reason?: string } | undefined {
  const status = readGameStatus(record.Status)
  if (status === undefined || status === 'unknown' || status === 'live') return undefined
  const reason = cleanText(record.StatusReason)
  return reason === undefined ? { status } : { status, reason }
}

/** Whether a game not finished is being played: its `Status` says live (or in progress, en cours). */
export function isLiveStatus(value: unknown): boolean {
  return readGameStatus(value) === 'live'
}
