import { bilingual, type Bilingual } from './labels.ts'
import { asRecord, childRecords, firstText, isTrueFlag, type RawRecord } from './text.ts'

export interface Season {
  id: string
  name: Bilingual
  isActive: boolean
}

const NAME_EN_KEYS = [
  'Season_nameE',
  'season_nameE',
  'Season_nameEN',
  'season_name_en',
  'seasonNameE',
  'seasonNameEn',
  'name_en',
  'Season_name',
  'season_name',
  'name',
]
const NAME_FR_KEYS = [
  'Season_nameF',
  'season_nameF',
  'Season_nameFR',
  'season_name_fr',
  'seasonNameF',
  'seasonNameFr',
  'name_fr',
]

export function readSeason(key: string, record: RawRecord): Season {
  const id = firstText(record, ['season_id', 'seasonId', 'id']) ?? key
  return {
    id,
    name: bilingual(firstText(record, NAME_EN_KEYS), firstText(record, NAME_FR_KEYS), id),
    isActive: isTrueFlag(record.isActive ?? record.is_active ?? record.active),
  }
}

export function readSeasons(leagueTree: unknown): Season[] {
  const seasonsNode = asRecord(leagueTree)?.Seasons
  return childRecords(seasonsNode).map(([key, record]) => readSeason(key, record))
}

export function seasonNodeKey(leagueTree: unknown, seasonId: string): string | undefined {
  for (const [key, record] of childRecords(asRecord(leagueTree)?.Seasons)) {
    if (readSeason(key, record).id === seasonId) return key
  }
  return undefined
}

/** Several active: the last in tree order wins (Firebase orders keys, so normally the latest). */
export function findActiveSeason(seasons: readonly Season[]): Season | undefined {
  let active: Season | undefined
  for (const season of seasons) if (season.isActive) active = season
  return active
}
