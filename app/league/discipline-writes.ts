// A field already spelt another way keeps its spelling, so the platform that also writes the tree
// reads it back.
import { entriesOf, findTeam, seasonContext } from './check-context.ts'
import { fieldWriter } from './record-fields.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'
import { asRecord, firstText, type RawRecord } from './text.ts'
import { ownChild } from './record-keys.ts'

export const PAYMENT_STATUSES = ['Unpaid', 'Paid', 'Pending', 'Partial'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export interface SuspensionInput {
  playerId: string
  offence: string
  offenceEn?: string
  games: number
  /** 'YYYY-MM-DD' */
  asOf: string
  returnDate?: string
  /** Dollars. */
  fine?: number
}

export interface FineInput {
  teamId: string
  /** Dollars. */
  amount: number
  notes?: string
  notesEn?: string
  paymentStatus: PaymentStatus
  /** 'YYYY-MM-DD' */
  updatedAt: string
}

const SUSPENSION_FIELDS = {
  suspended: ['player_suspended', 'suspended'],
  asOf: ['player_suspended_asof_date', 'suspended_asof_date'],
  returnDate: ['player_returndate', 'player_return_date', 'return_date'],
  offence: ['notes_offence', 'notes_offense'],
  offenceEn: ['notes_offence_en'],
  fine: ['player_fine'],
  games: ['suspended_games', 'player_suspended_games'],
} as const

function rosterRecord(
  tree: unknown,
  seasonId: string,
  playerId: string,
): { path: string; record: RawRecord } | WriteOutcome {
  const league = asRecord(tree) ?? {}
  const player = seasonContext(league, seasonId).players?.get(playerId)
  const record = player && asRecord(ownChild(league[`${seasonId}_Players`], player.key))
  if (!player || !record)
    return refused('player-not-on-season-roster', { player: playerId, season: seasonId })
  return { path: `${seasonId}_Players/${player.key}`, record }
}

export function suspendPlayer(
  tree: unknown,
  seasonId: string,
  input: SuspensionInput,
): WriteOutcome {
  const found = rosterRecord(tree, seasonId, input.playerId)
  if ('ok' in found) return found
  const update: LeagueUpdate = {}
  const set = fieldWriter(found.path, found.record, update)
  set(SUSPENSION_FIELDS.suspended, true)
  set(SUSPENSION_FIELDS.asOf, input.asOf)
  set(SUSPENSION_FIELDS.returnDate, input.returnDate ?? null)
  set(SUSPENSION_FIELDS.offence, input.offence)
  set(SUSPENSION_FIELDS.offenceEn, input.offenceEn ?? null)
  set(SUSPENSION_FIELDS.games, input.games)
  set(SUSPENSION_FIELDS.fine, input.fine ?? null)
  return { ok: true, update }
}

export function liftSuspension(tree: unknown, seasonId: string, playerId: string): WriteOutcome {
  const found = rosterRecord(tree, seasonId, playerId)
  if ('ok' in found) return found
  const update: LeagueUpdate = {}
  fieldWriter(found.path, found.record, update)(SUSPENSION_FIELDS.suspended, false)
  return { ok: true, update }
}

/** Adds a team fine under `fineId` (a new push id) for the season. */
export function addFine(
  tree: unknown,
  seasonId: string,
  fineId: string,
  input: FineInput,
): WriteOutcome {
  const league = asRecord(tree) ?? {}
  const team = findTeam(seasonContext(league, seasonId), input.teamId)
  const record = team && asRecord(ownChild(league[`${seasonId}_Teams`], team.key))
  if (!team || !record)
    return refused('team-not-in-season', { team: input.teamId, season: seasonId })
  if (ownChild(league.Team_Fines, fineId) !== undefined)
    return refused('fine-exists', { fine: fineId })
  const fine: Record<string, unknown> = {
    Team_Name: firstText(record, ['team_name', 'name', 'team_name_en']) ?? team.key,
    Team_ID: team.id,
    Division: team.divisionId ?? null,
    Fine_Amount: input.amount,
    Notes: input.notes ?? null,
    Notes_en: input.notesEn ?? null,
    Payment_Status: input.paymentStatus,
    UpdatedAt: input.updatedAt,
    Season_ID: seasonId,
  }
  for (const key of Object.keys(fine)) if (fine[key] === null) delete fine[key]
  return { ok: true, update: { [`Team_Fines/${fineId}`]: fine } }
}

/** Records that a fine was paid (or not yet, or in part). */
export function setFinePayment(
  tree: unknown,
  fineId: string,
  status: PaymentStatus,
  updatedAt: string,
): WriteOutcome {
  const fine = entriesOf(asRecord(tree)?.Team_Fines).find(([key]) => key === fineId)?.[1]
  if (!fine) return refused('no-such-fine', { fine: fineId })
  const update: LeagueUpdate = {}
  const set = fieldWriter(`Team_Fines/${fineId}`, fine, update)
  set(['Payment_Status', 'payment_status', 'PaymentStatus'], status)
  set(['UpdatedAt', 'updatedAt', 'updated_at'], updatedAt)
  return { ok: true, update }
}
