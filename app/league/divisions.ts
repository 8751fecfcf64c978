// One division may be described in three places, merged by id field by field:
// docs/data-contract.md#divisions.
import { bilingual, type Bilingual } from './labels.ts'
import {
  asRecord,
  childRecords,
  cleanText,
  firstText,
  isTrueFlag,
  matchKey,
  toCount,
  type RawRecord,
} from './text.ts'

export type Sex = 'men' | 'women'

export interface Division {
  id: string
  name: Bilingual
  code?: string
  location?: string
  sex: Sex
  type?: string
  isActive: boolean
  playoffSpots: number
}

const NAME_EN_KEYS = [
  'division_name_en',
  'division_name',
  'divisionNameE',
  'division_nameE',
  'name_en',
  'name',
]
const NAME_FR_KEYS = ['division_name_fr', 'divisionNameF', 'division_nameF', 'name_fr']

function readSex(value: unknown): Sex {
  const key = matchKey(value)
  return key === 'women' ||
    key === 'woman' ||
    key === 'female' ||
    key === 'f' ||
    key === 'femmes' ||
    key === 'femme' ||
    key === 'w'
    ? 'women'
    : 'men'
}

function first<T>(
  records: readonly RawRecord[],
  read: (record: RawRecord) => T | undefined,
): T | undefined {
  for (const record of records) {
    const value = read(record)
    if (value !== undefined) return value
  }
  return undefined
}

function divisionId(key: string, record: RawRecord): string {
  return firstText(record, ['division_id', 'divisionId', 'DivisionID', 'id']) ?? key
}

/** Playoff spots come from `2/Divisions` first, the node the league keeps them in. */
export function mergeDivisions(
  seasonNode: unknown,
  leagueNode: unknown,
  legacyNode: unknown,
): Division[] {
  const byId = new Map<string, { season: RawRecord[]; league: RawRecord[]; legacy: RawRecord[] }>()
  const collect = (node: unknown, source: 'season' | 'league' | 'legacy') => {
    for (const [key, record] of childRecords(node)) {
      const id = divisionId(key, record)
      let entry = byId.get(id)
      if (!entry) byId.set(id, (entry = { season: [], league: [], legacy: [] }))
      entry[source].push(record)
    }
  }
  collect(seasonNode, 'season')
  collect(leagueNode, 'league')
  collect(legacyNode, 'legacy')

  const divisions: Division[] = []
  for (const [id, sources] of byId) {
    const records = [...sources.season, ...sources.league, ...sources.legacy]
    const spotsRecords = [...sources.legacy, ...sources.season, ...sources.league]
    const en = first(records, (r) => firstText(r, NAME_EN_KEYS))
    const fr = first(records, (r) => firstText(r, NAME_FR_KEYS))
    const division: Division = {
      id,
      name: bilingual(en, fr, id),
      sex: readSex(first(records, (r) => firstText(r, ['sex', 'division_sex', 'gender']))),
      isActive:
        first(records, (r) =>
          r.is_active !== undefined && r.is_active !== null ? isTrueFlag(r.is_active) : undefined,
        ) ?? false,
      playoffSpots:
        first(spotsRecords, (r) =>
          toCount(r.division_playoff_spots ?? r.playoff_spots ?? r.playoffSpots),
        ) ?? 0,
    }
    const code = first(records, (r) => firstText(r, ['division_code', 'code']))
    const location = first(records, (r) => firstText(r, ['league_name', 'league', 'location']))
    const type = first(records, (r) => firstText(r, ['division_type', 'type']))
    if (code !== undefined) division.code = code
    if (location !== undefined) division.location = location
    if (type !== undefined) division.type = type
    divisions.push(division)
  }
  return divisions
}

export function readDivisions(leagueTree: unknown, seasonKey: string | undefined): Division[] {
  const tree = asRecord(leagueTree)
  const seasonNode =
    seasonKey === undefined ? undefined : asRecord(asRecord(tree?.Seasons)?.[seasonKey])?.Divisions
  return mergeDivisions(seasonNode, tree?.Divisions, asRecord(tree?.['2'])?.Divisions)
}

export function activeDivisions(divisions: readonly Division[]): Division[] {
  return divisions.filter((division) => division.isActive)
}

interface DivisionIndex {
  byId: Map<string, Division>
  byKey: Map<string, Division>
}

const divisionIndexes = new WeakMap<readonly Division[], DivisionIndex>()

function divisionIndex(divisions: readonly Division[]): DivisionIndex {
  let index = divisionIndexes.get(divisions)
  if (!index) {
    index = { byId: new Map(), byKey: new Map() }
    for (const division of divisions) {
      if (!index.byId.has(division.id)) index.byId.set(division.id, division)
      for (const text of [division.id, division.name.en, division.name.fr]) {
        const key = matchKey(text)
        if (key !== '' && !index.byKey.has(key)) index.byKey.set(key, division)
      }
    }
    divisionIndexes.set(divisions, index)
  }
  return index
}

export function findDivision(divisions: readonly Division[], ref: unknown): Division | undefined {
  const text = cleanText(ref)
  if (text === undefined || !Array.isArray(divisions)) return undefined
  const index = divisionIndex(divisions)
  return index.byId.get(text) ?? index.byKey.get(matchKey(text))
}
