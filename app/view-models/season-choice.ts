/**
 * The season a page shows (docs/product.md#seasons): the pickers' seasons, which one `?season=`
 * asks for, and whether it is a past one (its links then carry it). Pure: the loaders read the
 * season's League through `seasonLeagueOf` (season-leagues.server.ts).
 */
import type { Lang } from '~/i18n/language.ts'
import {
  type Division,
  type League,
  activeDivisions,
  localName,
  seasonDivisions,
} from '~/league/index.ts'

export type SeasonOption = { id: string; name: string; isActive: boolean }

/** What a page with a season picker shows of the seasons. */
export type SeasonChoiceView = {
  /** Newest first. */
  seasons: SeasonOption[]
  /** The season shown. */
  season?: SeasonOption
  /** The default season (no `?season=` in its URL). */
  defaultId?: string
  /** True when the season shown is not the default one: its links carry it. */
  past: boolean
  /** The `?season=` value when it named no season (the default one is shown instead). */
  unknownSeason?: string
}

/** The season a URL without `?season=` shows: the active one, else the last in tree order. */
export function defaultSeasonId(league: Pick<League, 'seasons' | 'activeSeason'>) {
  return league.activeSeason?.id ?? league.seasons.at(-1)?.id
}

/** The season to show: the one `?season=` names, else the active one. */
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

/** The seasons for the picker, newest first (tree order reversed: Firebase orders ids). */
export function seasonOptions(league: Pick<League, 'seasons'>, lang: Lang): SeasonOption[] {
  return [...league.seasons]
    .reverse()
    .map((season) => ({ id: season.id, name: localName(season, lang), isActive: season.isActive }))
}

/** True when a season's League is not the default season's (its pages carry `?season=`). */
export function isPastSeason(league: League): boolean {
  return league.seasonId !== undefined && league.seasonId !== defaultSeasonId(league)
}

/** The picker view of a season's League. */
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

/**
 * The divisions a season's pickers offer: the active season's active divisions
 * (docs/product.md#data-rules); a past season's, those it played in (a division closed since
 * still shows its old standings).
 */
export function pickerDivisions(league: League): Division[] {
  return isPastSeason(league) ? seasonDivisions(league) : activeDivisions(league.divisions)
}

/** The `season` parameter of a page's links: only for a past season. */
export function seasonParam(choice: Pick<SeasonChoiceView, 'past' | 'season'>) {
  return choice.past ? choice.season?.id : undefined
}

/**
 * The address without `?season=` when it names the default season (a form sent without
 * JavaScript sends the season picked, the current one too): that season's pages keep their clean
 * address. Undefined when the URL is already clean.
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
