import type { Lang } from '~/i18n/language.ts'
import {
  type Fine,
  type SuspensionRow,
  formatLongDate,
  formatMoney,
  localText,
} from '~/league/index.ts'

import { translator } from '~/i18n/messages.ts'

import { playerHref, teamHref } from './links.ts'
import { offenceLabel } from './offence-label.ts'
import { operatorText } from './operator-text.ts'

export type SuspensionView = {
  key: string
  playerName: string
  playerHref?: string
  teamName?: string
  teamHref?: string
  games?: number
  asOf?: string
  returnDate?: string
  reason?: string
  fine?: string
}

export type FineView = {
  id: string
  teamName: string
  teamHref?: string
  amount: string
  status?: string
  notes?: string
  updated?: string
}

const PAYMENT_STATUSES = {
  paid: 'fines.status.paid',
  payee: 'fines.status.paid',
  unpaid: 'fines.status.unpaid',
  impayee: 'fines.status.unpaid',
  pending: 'fines.status.pending',
  'en attente': 'fines.status.pending',
  partial: 'fines.status.partial',
  partiel: 'fines.status.partial',
} as const

export function paymentStatusLabel(status: string | undefined, lang: Lang): string | undefined {
  if (!status) return undefined
  const key = status
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase() as keyof typeof PAYMENT_STATUSES
  return key in PAYMENT_STATUSES ? translator(lang)(PAYMENT_STATUSES[key]) : status
}

function displayDate(value: string | undefined, lang: Lang): string | undefined {
  if (!value) return undefined
  return formatLongDate(value, lang) || value
}

export function toSuspensionView(
  row: SuspensionRow,
  seasonId: string | undefined,
  lang: Lang,
): SuspensionView {
  const { suspension } = row
  const teamName = row.team ? localText(row.team.name, lang) : undefined
  return {
    key: `${row.playerId}-${row.playerKey}`,
    playerName: row.playerName,
    playerHref: playerHref({
      playerId: row.playerId,
      season: seasonId,
      division: row.divisionId,
      teamId: row.team?.id ?? row.teamId,
      playerName: row.playerName,
    }),
    teamName,
    teamHref: teamHref({
      teamId: row.team?.id ?? row.teamId,
      divisionId: row.divisionId,
      seasonId,
    }),
    games: suspension.games,
    asOf: displayDate(suspension.asOf, lang),
    returnDate: displayDate(suspension.returnDate, lang),
    reason: offenceLabel(suspension.notes, lang, suspension.notesEn),
    fine: suspension.fine !== undefined ? formatMoney(suspension.fine, lang) : undefined,
  }
}

export function toFineView(
  fine: Fine,
  context: { divisionId?: string; seasonId?: string; teamNames: Map<string, string> },
  lang: Lang,
): FineView {
  const teamName =
    (fine.teamId ? context.teamNames.get(fine.teamId) : undefined) ??
    fine.teamName ??
    fine.teamId ??
    '—'
  return {
    id: fine.id,
    teamName,
    teamHref: teamHref({
      teamId: fine.teamId,
      divisionId: context.divisionId,
      seasonId: context.seasonId,
    }),
    amount: formatMoney(fine.amount ?? 0, lang),
    status: paymentStatusLabel(fine.paymentStatus, lang),
    notes: operatorText({ fr: fine.notes, en: fine.notesEn }, lang),
    updated:
      fine.updatedAtMs !== undefined
        ? formatLongDate(fine.updatedAt, lang) || fine.updatedAt
        : fine.updatedAt,
  }
}
