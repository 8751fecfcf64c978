import { cleanText, matchKey, type RawRecord } from './text.ts'

export type GameStatus = 'postponed' | 'cancelled'

export const GAME_STATUSES: readonly GameStatus[] = ['postponed', 'cancelled']

export const MAX_STATUS_REASON = 200

export type LiveStatus = 'live'

// Spellings a person may write; the writer writes the first.
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

export function readGameStatus(value: unknown): GameStatus | LiveStatus | 'unknown' | undefined {
  if (cleanText(value) === undefined) return undefined
  return STATUS_WORDS.get(matchKey(value)) ?? 'unknown'
}

export function gameStatusOf(
  record: RawRecord,
): { status: GameStatus; reason?: string; reasonEn?: string } | undefined {
  const status = readGameStatus(record.Status)
  if (status === undefined || status === 'unknown' || status === 'live') return undefined
  const reason = cleanText(record.StatusReason)
  const reasonEn = cleanText(record.StatusReasonEn)
  return {
    status,
    ...(reason === undefined ? {} : { reason }),
    ...(reasonEn === undefined ? {} : { reasonEn }),
  }
}

export function isLiveStatus(value: unknown): boolean {
  return readGameStatus(value) === 'live'
}
