/**
 * Team fines (docs/data-contract.md#fines; dollar amounts with 2 decimals, latest update first).
 */
import type { Bilingual, Lang } from './labels.ts'
import { findDivision, type Division } from './divisions.ts'
import type { TeamDirectory } from './teams.ts'
import { childRecords, cleanText, compareText, firstText, matchKey, toNumber } from './text.ts'
import { plainSpaces, timestampOf } from './time.ts'
import { createMemo } from './memo.ts'

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

/** Latest update first, then larger amount first; undated fines last. */
export function compareFines(a: Fine, b: Fine): number {
  const byDate = (b.updatedAtMs ?? -Infinity) - (a.updatedAtMs ?? -Infinity)
  if (byDate) return byDate
  return (
    (b.amount ?? 0) - (a.amount ?? 0) ||
    compareText(a.teamName ?? '', b.teamName ?? '') ||
    compareText(a.id, b.id)
  )
}

/**
 * The parts of a `League` (league.ts) the fine queries read; named here rather than imported, since
 * league.ts reads its fines with this module.
 */
interface FineLeague {
  fines: Fine[]
  divisions: Division[]
  directory: TeamDirectory
}

interface FineIndex {
  /** Every fine, in `compareFines` order; the lists below keep that order. */
  all: Fine[]
  byDivision: Map<string, Fine[]>
  byTeamId: Map<string, Fine[]>
  /** Fines that carry only a team name. */
  byTeamName: Map<string, Fine[]>
}

const fineIndexes = /* @__PURE__ */ createMemo<FineIndex>()

function add(map: Map<string, Fine[]>, key: string, fine: Fine): void {
  if (key === '') return
  const list = map.get(key)
  if (list) list.push(fine)
  else map.set(key, [fine])
}

/**
 * Fines by division key and by team, built once per league (pages ask per team). The fines are
 * sorted once: every list of the index is then in table order, and a query filters one list
 * instead of sorting its result.
 */
function fineIndex(league: FineLeague): FineIndex {
  return fineIndexes(league.fines, [], () => {
    const all = [...league.fines].sort(compareFines)
    const index: FineIndex = {
      all,
      byDivision: new Map(),
      byTeamId: new Map(),
      byTeamName: new Map(),
    }
    for (const fine of all) {
      add(index.byDivision, matchKey(fine.division), fine)
      if (fine.teamId !== undefined) add(index.byTeamId, fine.teamId, fine)
      else add(index.byTeamName, matchKey(fine.teamName), fine)
    }
    return index
  })
}

/**
 * The fines table of the standings and team pages: fines whose Division names the
 * division (by id or name), of the season (fines without Season_ID are kept), of the team
 * (by Team_ID, else by Team_Name when the fine has no id).
 */
export function fines(league: FineLeague, query: FineQuery & { teamId?: string } = {}): Fine[] {
  return findFines(league, fineIndex(league), query ?? {})
}

/** The fines of several index lists once each, in table order (one list is returned as is). */
function union(lists: ReadonlyArray<readonly Fine[]>): readonly Fine[] {
  const found = lists.filter((list) => list.length > 0)
  if (found.length <= 1) return found[0] ?? []
  return [...new Set(found.flat())].sort(compareFines)
}

function findFines(
  league: FineLeague,
  index: FineIndex,
  query: FineQuery & { teamId?: string },
): Fine[] {
  const division =
    query.divisionId === undefined ? undefined : findDivision(league.divisions, query.divisionId)
  const divisionKeys =
    query.divisionId === undefined
      ? undefined
      : new Set(
          (division ? [division.id, division.name.en, division.name.fr] : [query.divisionId])
            .map(matchKey)
            .filter((key) => key !== ''),
        )
  const team =
    query.teamId === undefined
      ? undefined
      : (league.directory.resolve({ id: query.teamId, name: query.teamId }) ?? {
          id: query.teamId,
          name: { en: cleanText(query.teamId) ?? '' } as Bilingual,
        })
  // Candidates in table order: a filter keeps that order.
  let candidates: readonly Fine[] = index.all
  let checkDivision = divisionKeys !== undefined
  if (team) {
    const names = new Set([team.name.en, team.name.fr].map(matchKey).filter((key) => key !== ''))
    candidates = union([
      index.byTeamId.get(team.id) ?? [],
      ...[...names].map((name) => index.byTeamName.get(name) ?? []),
    ])
  } else if (divisionKeys) {
    // Every fine of these lists names the division already.
    candidates = union([...divisionKeys].map((key) => index.byDivision.get(key) ?? []))
    checkDivision = false
  }
  return candidates.filter(
    (fine) =>
      (!checkDivision || divisionKeys?.has(matchKey(fine.division))) &&
      (query.seasonId === undefined ||
        fine.seasonId === undefined ||
        fine.seasonId === query.seasonId),
  )
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
