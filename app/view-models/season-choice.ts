// docs/product.md#seasons. Pure.
import type { Lang } from '~/i18n/language.ts'
import {
  type Division,
  type League,
  activeDivisions,
  findDivision,
  localName,
  seasonDivisions,
} from '~/league/index.ts'

import { type DivisionOption, divisionOption } from './division-option.ts'

export type SeasonOption = { id: string; name: string; isActive: boolean }

export type SeasonChoiceView = {
  seasons: SeasonOption[]
  season?: SeasonOption
  defaultId?: string
  past: boolean
  unknownSeason?: string
}

export function defaultSeasonId(league: Pick<League, 'seasons' | 'activeSeason'>) {
  return league.activeSeason?.id ?? league.seasons.at(-1)?.id
}

export function pickSeason(
  league: Pick<League, 'seasons' | 'activeSeason'>,
  requested: string | null | undefined,
): { seasonId?: string; unknown?: string } {
  const wanted = requested?.trim() ?? ''
  const active = defaultSeasonId(league)
  if (wanted === '') return { seasonId: active }
  if (league.seasons.some((season) => season.id === wanted)) return { seasonId: wanted }
  return { seasonId: active, unknown: wanted }
}

/** Tree order reversed: Firebase orders ids. */
export function seasonOptions(league: Pick<League, 'seasons'>, lang: Lang): SeasonOption[] {
  return [...league.seasons]
    .reverse()
    .map((season) => ({ id: season.id, name: localName(season, lang), isActive: season.isActive }))
}

export function isPastSeason(league: League): boolean {
  return league.seasonId !== undefined && league.seasonId !== defaultSeasonId(league)
}

export function seasonChoiceView(
  league: League,
  lang: Lang,
  unknownSeason?: string,
): SeasonChoiceView {
  const seasons = seasonOptions(league, lang)
  const view: SeasonChoiceView = { seasons, past: isPastSeason(league) }
  const season = seasons.find((option) => option.id === league.seasonId)
  if (season) view.season = season
  const defaultId = defaultSeasonId(league)
  if (defaultId !== undefined) view.defaultId = defaultId
  if (unknownSeason) view.unknownSeason = unknownSeason
  return view
}

/** A division closed since still shows its old standings. */
export function pickerDivisions(league: League): Division[] {
  return isPastSeason(league) ? seasonDivisions(league) : activeDivisions(league.divisions)
}

/**
 * A form sent without JavaScript sends the season picked, the current one too: it keeps the clean
 * address.
 */
export function cleanSeasonAddress(
  url: URL,
  league: Pick<League, 'seasons' | 'activeSeason'>,
): string | undefined {
  const season = url.searchParams.get('season')
  if (season === null || season.trim() !== defaultSeasonId(league)) return undefined
  const search = new URLSearchParams(url.search)
  search.delete('season')
  const query = search.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/**
 * A page's division and season pickers (playoffs, leaders): the options, the season shown, the
 * division asked for or `fallback`'s, and what was asked for that the season does not have.
 */
export function divisionSeasonChoice(
  league: League,
  request: { division: string | null; lang: Lang; unknownSeason?: string },
  fallback: (divisions: Division[]) => Division | undefined,
): {
  choice: {
    seasons: SeasonOption[]
    divisions: DivisionOption[]
    season?: SeasonOption
    unknownSeason?: string
    unknownDivision?: string
  }
  division?: Division
} {
  const seasons = seasonOptions(league, request.lang)
  const divisions = seasonDivisions(league)
  const choice: ReturnType<typeof divisionSeasonChoice>['choice'] = {
    seasons,
    divisions: divisions.map((entry) => divisionOption(entry, request.lang)),
  }
  const season = seasons.find((option) => option.id === league.seasonId)
  if (season) choice.season = season
  if (request.unknownSeason) choice.unknownSeason = request.unknownSeason
  const wanted = request.division?.trim() ?? ''
  const found = wanted === '' ? undefined : findDivision(divisions, wanted)
  if (wanted !== '' && !found) choice.unknownDivision = wanted
  const division = found ?? fallback(divisions)
  return division ? { choice, division } : { choice }
}
