/**
 * The season and division choices of the form, read from the league subtree with the domain's
 * readers (`~/league`): seasons, the active one, and each season's merged divisions with
 * `is_active` '1' (docs/product.md#data-rules). The action checks a posted choice against the same
 * lists.
 */
import {
  type Bilingual,
  type Division,
  type Lang,
  type Season,
  activeDivisions,
  findActiveSeason,
  localText,
  readLeague,
  readSeasons,
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
  /** The season selected when the page opens (the active season). */
  defaultSeasonId: string
}

/**
 * Seasons a team can register for: the active season and any season after it in tree order
 * (Firebase orders keys, so those are the upcoming ones); when no season is active, all of them.
 * Past seasons are not offered.
 */
function openSeasons(seasons: readonly Season[]): Season[] {
  const active = findActiveSeason(seasons)
  if (!active) return [...seasons]
  const index = seasons.lastIndexOf(active)
  return seasons.slice(index)
}

export function registrationChoices(tree: unknown): RegistrationChoices {
  const seasons = openSeasons(readSeasons(tree)).map((season) => ({
    id: season.id,
    name: season.name,
    isActive: season.isActive,
    divisions: activeDivisions(readLeague(tree, { seasonId: season.id }).divisions).map(
      (division) => ({
        id: division.id,
        name: division.name,
        sex: division.sex,
        type: division.type ?? '',
      }),
    ),
  }))
  const active = seasons.find((season) => season.isActive)
  return { seasons, defaultSeasonId: active?.id ?? '' }
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
