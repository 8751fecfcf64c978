/**
 * The demo's divisions: seven active ones in Laval and Brossard, men and women, each with its own
 * spellings of the contract's variants (docs/data-contract.md#variants), and the season's rhythm.
 */
import type { DivisionTemplate, Division } from './shapes.ts'

export const DIVISIONS: readonly DivisionTemplate[] = [
  {
    id: 'M1',
    en: 'Men A - Laval',
    fr: 'Hommes A - Laval',
    code: 'HA-L',
    location: 'Laval',
    sex: 'men',
    teams: 8,
    spots: 4,
    dayOffset: 0,
    startHour: 19,
    startMinute: 30,
    timeStyle: '12h',
    completion: [true, false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M2',
    en: 'Men B - Laval',
    fr: 'Hommes B - Laval',
    code: 'HB-L',
    location: 'Laval',
    sex: 'men',
    teams: 8,
    spots: 4,
    dayOffset: 1,
    startHour: 20,
    startMinute: 15,
    timeStyle: '24h',
    completion: ['1', '0'],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: true,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M3',
    en: 'Men A - Brossard',
    fr: 'Hommes A - Brossard',
    code: 'HA-B',
    location: 'Brossard',
    sex: 'men',
    teams: 10,
    spots: 8,
    dayOffset: 0,
    startHour: 18,
    startMinute: 0,
    timeStyle: '12h',
    completion: [1, 0],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league',
    spotsAsString: false,
    stageField: 'playoffStage',
  },
  {
    id: 'M4',
    en: 'Men 35+ - Brossard',
    fr: 'Hommes 35+ - Brossard',
    code: 'H35-B',
    location: 'Brossard',
    sex: undefined,
    teams: 6,
    spots: 4,
    dayOffset: -2,
    startHour: 20,
    startMinute: 0,
    timeStyle: '24h',
    completion: [true, false],
    scoresAsStrings: true,
    goalsAsStrings: false,
    leagueField: 'league',
    spotsAsString: false,
    stageField: 'Stage',
  },
  {
    id: 'W1',
    en: 'Women A - Laval',
    fr: 'Femmes A - Laval',
    code: 'FA-L',
    location: 'Laval',
    sex: 'women',
    teams: 8,
    spots: 4,
    dayOffset: -1,
    startHour: 19,
    startMinute: 0,
    timeStyle: '12h',
    completion: ['1', false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
    furtherAlong: true,
  },
  {
    id: 'W2',
    en: 'Women - Brossard',
    fr: 'Femmes - Brossard',
    code: 'F-B',
    location: 'Brossard',
    sex: 'women',
    teams: 7,
    spots: 4,
    dayOffset: 2,
    startHour: 19,
    startMinute: 45,
    timeStyle: '12h',
    completion: [1, 0],
    scoresAsStrings: false,
    goalsAsStrings: true,
    leagueField: 'league',
    spotsAsString: true,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M5',
    en: 'Men C - Laval',
    fr: 'Hommes C - Laval',
    code: 'HC-L',
    location: 'Laval',
    sex: 'men',
    teams: 9,
    spots: 4,
    dayOffset: 3,
    startHour: 21,
    startMinute: 0,
    timeStyle: '24h',
    completion: [true, false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
  },
]

export const INACTIVE_DIVISION = {
  id: 'M9',
  en: 'Men Old Timers - Laval',
  fr: 'Hommes Vétérans - Laval',
}

export const FIELDS: Record<'Laval' | 'Brossard', [string, string]> = {
  Laval: ['Laval - Terrain 1', 'Laval - Terrain 2'],
  Brossard: ['Brossard - Terrain A', 'Brossard - Terrain B'],
}

export const REGULAR_ROUNDS = 16

/** Index of the regular round played this week (ten rounds were played before it). */
export const CURRENT_ROUND = 10

export const FURTHER_ALONG_CURRENT_ROUND = 17

export const PAST_REGULAR_ROUNDS = 14

/** The divisions of the demo, repeated `scale` times (groups 2… get a suffix). */
export function planDivisions(scale: number): Division[] {
  const divisions: Division[] = []
  for (let group = 1; group <= scale; group++) {
    for (const template of DIVISIONS) {
      divisions.push({
        ...template,
        group,
        key: group === 1 ? template.id : `${template.id}-${group}`,
        nameEn: group === 1 ? template.en : `${template.en} (${group})`,
        nameFr: group === 1 ? template.fr : `${template.fr} (${group})`,
        furtherAlong: group === 1 && template.furtherAlong === true,
      })
    }
  }
  return divisions
}
