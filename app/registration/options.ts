/**
 * The season and division choices of the form, from the league across its seasons: the season registration is open for and its merged divisions with
 * `is_active` '1' (docs/product.md#data-rules). The action checks a posted choice against the same
 * lists.
 */
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
  /** The season registration is open for (one, or none): see `registrationSeason`. */
  seasons: RegistrationSeason[]
  /** That season, selected when the page opens. */
  defaultSeasonId: string
}

/**
 * The season registration is open for (docs/product.md#registration): the operator's
 * REGISTRATION_SEASON (a season id of the league data) when set; otherwise the season after the
 * active one in tree order (a league creates next season's record before opening registration;
 * Firebase orders keys), else the active season, else the last one. A setting naming a season
 * the data does not have gives none: the page then says registration is closed rather than offer
 * the wrong season.
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

/** The form's one season and its active divisions; none when no season is open for registration. */
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

/** The posted season and division, if they are offered (the division active and of that season). */
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

/** What the page needs: ids and names in the page language, nothing else. */
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
