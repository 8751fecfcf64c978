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
  division?: string
  amount?: number
  notes?: string
  /** The operator's note in English, when given beside the French `notes`. */
  notesEn?: string
  paymentStatus?: string
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
    set('notesEn', firstText(record, ['Notes_en', 'notes_en']))
    set('paymentStatus', firstText(record, ['Payment_Status', 'payment_status', 'PaymentStatus']))
    set('updatedAt', firstText(record, ['UpdatedAt', 'updatedAt', 'updated_at']))
    set('updatedAtMs', timestampOf(record.UpdatedAt ?? record.updatedAt ?? record.updated_at))
    set('seasonId', firstText(record, ['Season_ID', 'season_id', 'seasonId']))
    return fine
  })
}

export interface FineQuery {
  divisionId?: string
  /** Records without a Season_ID are kept. */
  seasonId?: string
}

export function compareFines(a: Fine, b: Fine): number {
  const byDate = (b.updatedAtMs ?? -Infinity) - (a.updatedAtMs ?? -Infinity)
  if (byDate) return byDate
  return (
    (b.amount ?? 0) - (a.amount ?? 0) ||
    compareText(a.teamName ?? '', b.teamName ?? '') ||
    compareText(a.id, b.id)
  )
}

/** Named here rather than imported: league.ts reads its fines with this module. */
interface FineLeague {
  fines: Fine[]
  divisions: Division[]
  directory: TeamDirectory
}

interface FineIndex {
  all: Fine[]
  byDivision: Map<string, Fine[]>
  byTeamId: Map<string, Fine[]>
  byTeamName: Map<string, Fine[]>
}

const fineIndexes = /* @__PURE__ */ createMemo<FineIndex>()

function add(map: Map<string, Fine[]>, key: string, fine: Fine): void {
  if (key === '') return
  const list = map.get(key)
  if (list) list.push(fine)
  else map.set(key, [fine])
}

/** Sorted once, so a query filters one list instead of sorting its result. */
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

export function fines(league: FineLeague, query: FineQuery & { teamId?: string } = {}): Fine[] {
  return findFines(league, fineIndex(league), query ?? {})
}

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
  let candidates: readonly Fine[] = index.all
  let checkDivision = divisionKeys !== undefined
  if (team) {
    const names = new Set([team.name.en, team.name.fr].map(matchKey).filter((key) => key !== ''))
    candidates = union([
      index.byTeamId.get(team.id) ?? [],
      ...[...names].map((name) => index.byTeamName.get(name) ?? []),
    ])
  } else if (divisionKeys) {
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

/** Intl's no-break spaces become plain ones, so output is identical on every ICU version. */
export function formatMoney(amount: unknown, lang: Lang): string {
  const number = toNumber(amount)
  if (number === undefined) return ''
  return plainSpaces(moneyFormats[lang === 'en' ? 'en' : 'fr'].format(number))
}
