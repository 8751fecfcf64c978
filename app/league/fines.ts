/** Team fines (SPEC §3 Team fine, §9: dollar amounts with 2 decimals, latest update first). */
import type { Bilingual, Lang } from './labels.ts'
import type { League } from './league.ts'
import { findDivision } from './divisions.ts'
import { childRecords, compareText, firstText, matchKey, toNumber } from './text.ts'
import { plainSpaces, timestampOf } from './time.ts'

export interface Fine {
  id: string
  teamName?: string
  teamId?: string
  /** The Division field as written: usually a division id, sometimes a name. */
  division?: string
  amount?: number
  notes?: string
  paymentStatus?: string
  /** UpdatedAt as written, and as epoch ms when readable. */
  updatedAt?: string
  updatedAtMs?: number
  seasonId?: string
}

export function readFines(node: unknown): Fine[] {
  return childRecords(node).map(([key, record]) => {
    const fine: Fine = { id: key }
    const set = <K extends keyof Fine>(field: K, value: Fine[K] | undefined) => {
      if (value !== undefined) fine[field] = value
    }
    set('teamName', firstText(record, ['Team_Name', 'team_name', 'TeamName']))
    set('teamId', firstText(record, ['Team_ID', 'team_id', 'TeamID']))
    set('division', firstText(record, ['Division', 'division', 'Division_ID', 'division_id']))
    set('amount', toNumber(record.Fine_Amount ?? record.amount ?? record.Amount))
    set('notes', firstText(record, ['Notes', 'notes']))
    set('paymentStatus', firstText(record, ['Payment_Status', 'payment_status', 'PaymentStatus']))
    set('updatedAt', firstText(record, ['UpdatedAt', 'updatedAt', 'updated_at']))
    set('updatedAtMs', timestampOf(record.UpdatedAt ?? record.updatedAt ?? record.updated_at))
    set('seasonId', firstText(record, ['Season_ID', 'season_id', 'seasonId']))
    return fine
  })
}

export interface FineQuery {
  /** Division id (or name); a fine matches when its Division field names the same division. */
  divisionId?: string
  /** Season id; fines without a Season_ID are kept (older records did not carry one). */
  seasonId?: string
}

/** SPEC §9: latest update first, then larger amount first; undated fines last. */
export function compareFines(a: Fine, b: Fine): number {
  const byDate = (b.updatedAtMs ?? -Infinity) - (a.updatedAtMs ?? -Infinity)
  if (byDate) return byDate
  return (b.amount ?? 0) - (a.amount ?? 0) || compareText(a.teamName ?? '', b.teamName ?? '') || compareText(a.id, b.id)
}

/** The fines table of the standings and team pages. */
export function fines(league: League, query: FineQuery & { teamId?: string } = {}): Fine[] {
  const division = query.divisionId === undefined ? undefined : findDivision(league.divisions, query.divisionId)
  const divisionKeys = division
    ? new Set([division.id, division.name.en, division.name.fr].filter((text): text is string => text !== undefined).map(matchKey))
    : query.divisionId === undefined
      ? undefined
      : new Set([matchKey(query.divisionId)])
  const team: { id: string; name: Bilingual } | undefined =
    query.teamId === undefined ? undefined : (league.directory.resolve({ id: query.teamId, name: query.teamId }) ?? { id: query.teamId, name: { en: query.teamId } })
  return league.fines
    .filter((fine) => {
      if (divisionKeys && !divisionKeys.has(matchKey(fine.division))) return false
      if (query.seasonId !== undefined && fine.seasonId !== undefined && fine.seasonId !== query.seasonId) return false
      if (team) {
        const sameId = fine.teamId !== undefined && fine.teamId === team.id
        const sameName = fine.teamId === undefined && matchKey(fine.teamName) !== '' && [team.name.en, team.name.fr].some((name) => matchKey(name) === matchKey(fine.teamName))
        if (!sameId && !sameName) return false
      }
      return true
    })
    .sort(compareFines)
}

const moneyFormats = {
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
}

/**
 * Dollar amount with 2 decimals: '15,00 $' (fr) and '$15.00' (en). Intl's no-break
 * spaces are turned into plain spaces so output is identical on every ICU version;
 * pages keep the amount on one line with CSS (white-space: nowrap). Junk → ''.
 */
export function formatMoney(amount: unknown, lang: Lang): string {
  const number = toNumber(amount)
  if (number === undefined) return ''
  return plainSpaces(moneyFormats[lang === 'en' ? 'en' : 'fr'].format(number))
}
