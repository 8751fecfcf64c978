import {
  type Bilingual,
  type Division,
  type Lang,
  type LeagueSeasons,
  type Season,
  activeDivisions,
  findActiveSeason,
  localText,
} from '~/league/index.ts'

export type RegistrationDivision = {
  id: string
  name: Bilingual
  sex: Division['sex']
  type: string
}

export type RegistrationSeason = {
  id: string
  name: Bilingual
  isActive: boolean
  divisions: RegistrationDivision[]
}

export type RegistrationChoices = {
  seasons: RegistrationSeason[]
  defaultSeasonId: string
}

/**
 * docs/product.md#registration: REGISTRATION_SEASON when set, else the season after the active one.
 */
export function registrationSeason<S extends Season>(
  seasons: readonly S[],
  setting?: string,
): S | undefined {
  if (setting) return seasons.find((season) => season.id === setting)
  const active = findActiveSeason(seasons)
  if (!active) return seasons.at(-1)
  const index = seasons.lastIndexOf(active as S)
  return seasons[index + 1] ?? active
}

/** The season a closed notice speaks of; `next` when the data has no record of it yet. */
export type NoticeSeason = Bilingual | 'next'

/**
 * docs/product.md#registration: while a season is under way, registration is for the one after
 * it, as the league's news says, even before its record is in the data; naming the season being
 * played would contradict the news.
 */
export function registrationNoticeSeason(
  seasons: readonly Season[],
  setting?: string,
): NoticeSeason | undefined {
  const active = setting ? undefined : findActiveSeason(seasons)
  if (active && seasons.at(-1) === active) return 'next'
  return registrationSeason(seasons, setting)?.name
}

export function registrationChoices(league: LeagueSeasons, setting?: string): RegistrationChoices {
  const season = registrationSeason(league.seasons, setting)
  if (!season) return { seasons: [], defaultSeasonId: '' }
  const divisions = activeDivisions(league.season(season.id).divisions)
  return {
    seasons: [
      {
        id: season.id,
        name: season.name,
        isActive: season.isActive,
        divisions: divisions.map((division) => ({
          id: division.id,
          name: division.name,
          sex: division.sex,
          type: division.type ?? '',
        })),
      },
    ],
    defaultSeasonId: season.id,
  }
}

export type ResolvedChoice =
  | { ok: true; season: RegistrationSeason; division: RegistrationDivision }
  | { ok: false; field: 'season' | 'division'; code: 'seasonUnknown' | 'divisionUnknown' }

export function resolveChoice(
  choices: RegistrationChoices,
  seasonId: string,
  divisionId: string,
): ResolvedChoice {
  const season = choices.seasons.find((candidate) => candidate.id === seasonId)
  if (!season) return { ok: false, field: 'season', code: 'seasonUnknown' }
  const division = season.divisions.find((candidate) => candidate.id === divisionId)
  if (!division) return { ok: false, field: 'division', code: 'divisionUnknown' }
  return { ok: true, season, division }
}

export type SeasonOptionView = {
  id: string
  label: string
  divisions: Array<{ id: string; label: string; sex: Division['sex'] }>
}

export function choicesView(
  choices: RegistrationChoices,
  lang: Lang,
): { seasons: SeasonOptionView[]; defaultSeasonId: string } {
  return {
    defaultSeasonId: choices.defaultSeasonId,
    seasons: choices.seasons.map((season) => ({
      id: season.id,
      label: localText(season.name, lang),
      divisions: season.divisions.map((division) => ({
        id: division.id,
        label: localText(division.name, lang),
        sex: division.sex,
      })),
    })),
  }
}
