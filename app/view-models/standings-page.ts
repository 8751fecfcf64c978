/**
 * The standings page (docs/product.md#standings): the division selector, the table and the five
 * widgets below it, already localised. Pure: the loader passes the League, "now" and the
 * `?division=` parameter; `null` lists mean "could not load" (each widget shows its error).
 */
import type { Lang } from '~/i18n/language.ts'
import {
  type Division,
  type League,
  type StrikerRow,
  MATCH_LIST_LIMITS,
  STRIKER_LIMITS,
  computeStandings,
  findDivision,
  provisionalStandings,
  fines,
  localName,
  localText,
  matchKey,
  recentMatches,
  suspensions,
  topStrikers,
  upcomingMatches,
} from '~/league/index.ts'
import type { Logger } from '~/logger.server.ts'

import {
  type FineView,
  type SuspensionView,
  toFineView,
  toSuspensionView,
} from './discipline-view.ts'
import { type DivisionOption, divisionOption } from './division-option.ts'
import { playerHref, teamHref } from './links.ts'
import { type MatchCardView, toMatchCardView } from './match-card.ts'
import { type PlayoffsNowView, playoffsNow } from './playoffs-page.ts'
import { type SeasonChoiceView, pickerDivisions, seasonChoiceView } from './season-choice.ts'
import {
  type ProvisionalView,
  type StandingsView,
  toProvisionalView,
  toStandingsView,
} from './standings-view.ts'

/** Local storage key of the remembered division (docs/product.md#standings). */
export const DIVISION_STORAGE_KEY = 'standings:selectedDivision'

export type ScorerView = {
  rank: number
  playerName: string
  playerHref?: string
  teamName: string
  teamHref?: string
  goals: number
}

/** Per-team figures of the extra columns (goals for, yellow and red cards), by team id. */
export type TeamTotals = Record<string, { gf: number; yellow?: number; red?: number }>

export type StandingsPageView = {
  /** False when the league data could not be loaded at all (HTTP 503, every widget in error). */
  available: boolean
  seasonName?: string
  /** The season picker; a past season's links carry it (docs/product.md#seasons). */
  seasonChoice: SeasonChoiceView
  divisions: DivisionOption[]
  /** The division shown; undefined when there is no active division. */
  selectedId?: string
  /** True when `?division=` named an active division (the URL wins over local storage). */
  fromUrl: boolean
  /** The `?division=` value when it named no active division (the first one is shown instead). */
  unknownDivision?: string
  standings: StandingsView | null
  /** While games of the division are played: the table as it stands, one tap away. */
  provisional?: ProvisionalView
  totals: TeamTotals
  recent: MatchCardView[] | null
  upcoming: MatchCardView[] | null
  scorers: ScorerView[] | null
  suspensions: SuspensionView[] | null
  fines: FineView[] | null
  /** During the playoffs, the current round of the division's bracket. */
  playoffs?: PlayoffsNowView
}

/**
 * The division to show: the one `?division=` names (by id, or loosely by id or name),
 * else the first listed. Only active divisions can be chosen (docs/product.md#data-rules).
 */
export function pickDivision(
  divisions: readonly Division[],
  requested: string | null | undefined,
): { division?: Division; fromUrl: boolean; unknown?: string } {
  const wanted = requested?.trim() ?? ''
  if (wanted === '') return { division: divisions[0], fromUrl: false }
  const found = findDivision(divisions, wanted)
  if (found) return { division: found, fromUrl: true }
  return { division: divisions[0], fromUrl: false, unknown: wanted }
}

/**
 * Where the client should go once it has read local storage: the remembered division when
 * the URL named none, it is still listed, and it is not already shown. Undefined: stay.
 */
export function rememberedDivisionTarget(
  optionIds: readonly string[],
  remembered: string | null | undefined,
  shown: { selectedId?: string; fromUrl: boolean; unknownDivision?: string },
): string | undefined {
  if (shown.fromUrl || shown.unknownDivision !== undefined) return undefined
  if (!remembered || !optionIds.includes(remembered)) return undefined
  return remembered === shown.selectedId ? undefined : remembered
}

/**
 * The URL search of the standings page for a division, keeping the other parameters (lang,
 * season); `seasonId` replaces the season ('' for the default one, whose URL has none).
 */
export function divisionSearch(
  currentSearch: string,
  divisionId: string,
  seasonId?: string,
): string {
  const params = new URLSearchParams(currentSearch)
  params.set('division', divisionId)
  if (seasonId !== undefined) {
    if (seasonId) params.set('season', seasonId)
    else params.delete('season')
  }
  return `?${params.toString()}`
}

export function toScorerView(
  row: StrikerRow,
  seasonId: string | undefined,
  lang: Lang,
): ScorerView {
  const teamName = localText(row.team.name, lang)
  const view: ScorerView = { rank: row.rank, playerName: row.name, teamName, goals: row.goals }
  // docs/product.md#player: only the non-empty parameters are included (playerHref drops the rest).
  const player = playerHref({
    playerId: row.playerId,
    playerKey: row.playerKey,
    playerName: row.name,
    season: seasonId,
    division: row.divisionId,
    teamId: row.team.id,
    teamKey: row.team.key,
  })
  const team = teamHref({ teamId: row.team.id, divisionId: row.divisionId, seasonId })
  if (player) view.playerHref = player
  if (team) view.teamHref = team
  return view
}

/**
 * Goals for (the standings' own figure) and cards (the team season totals,
 * docs/data-contract.md#team-stats) of each team of the division; a team without TeamStats has no
 * card figures.
 */
export function teamTotals(
  league: League,
  divisionId: string,
  rows: ReadonlyArray<{ team: { id: string }; gf: number }>,
): TeamTotals {
  const totals: TeamTotals = {}
  for (const row of rows) totals[row.team.id] = { gf: row.gf }
  const key = matchKey(divisionId)
  for (const line of league.teamStats) {
    const entry = totals[line.team.id]
    if (!entry || matchKey(line.divisionId) !== key) continue
    entry.yellow = (entry.yellow ?? 0) + line.yellow
    entry.red = (entry.red ?? 0) + line.red
  }
  return totals
}

/** The page when the league data could not be loaded: every widget in its error state. */
export function unavailableStandingsPage(): StandingsPageView {
  return {
    available: false,
    seasonChoice: { seasons: [], past: false },
    divisions: [],
    fromUrl: false,
    standings: null,
    totals: {},
    recent: null,
    upcoming: null,
    scorers: null,
    suspensions: null,
    fines: null,
  }
}

/** Runs one widget's shaping; a failure (malformed data) becomes that widget's error state. */
function guarded<T>(log: Logger | undefined, build: () => T): T | null {
  try {
    return build()
  } catch (error) {
    log?.('error', 'standings widget failed', { error })
    return null
  }
}

export function buildStandingsPage(
  league: League,
  options: {
    now: Date
    division?: string | null
    lang: Lang
    /** The `?season=` value when it named no season (`league` is then the active season's). */
    unknownSeason?: string
    /** Where a widget's failure is reported (the server's logger); unset, it is not. */
    log?: Logger
  },
): StandingsPageView {
  const { now, lang } = options
  const guard = <T>(build: () => T) => guarded(options.log, build)
  const listed = pickerDivisions(league)
  const picked = pickDivision(listed, options.division)
  const seasonId = league.seasonId
  const season = league.seasons.find((candidate) => candidate.id === seasonId)
  const seasonChoice = seasonChoiceView(league, lang, options.unknownSeason)
  const past = { past: seasonChoice.past }
  const view: StandingsPageView = {
    available: true,
    seasonChoice,
    divisions: listed.map((division) => divisionOption(division, lang)),
    fromUrl: picked.fromUrl,
    standings: null,
    totals: {},
    recent: [],
    upcoming: [],
    scorers: [],
    suspensions: [],
    fines: [],
  }
  if (season) view.seasonName = localName(season, lang)
  if (picked.unknown !== undefined) view.unknownDivision = picked.unknown
  const division = picked.division
  if (!division) return view
  const id = division.id
  view.selectedId = id

  // A past season's playoffs are over: its bracket is one link away on the seasons page.
  const playoffs = past.past ? undefined : guard(() => playoffsNow(league, [division], lang))?.[0]
  if (playoffs) view.playoffs = playoffs
  const standings = guard(() => computeStandings(league, id))
  if (standings) {
    view.standings = toStandingsView(standings, seasonId, lang)
    view.totals = guard(() => teamTotals(league, id, standings.rows)) ?? {}
  }
  const provisional = past.past ? undefined : guard(() => provisionalStandings(league, id))
  if (provisional) view.provisional = toProvisionalView(provisional, seasonId, lang)
  view.recent = guard(() =>
    recentMatches(league, { divisionId: id, limit: MATCH_LIST_LIMITS.standingsRecent }).map(
      (match) => toMatchCardView(match, lang, past),
    ),
  )
  view.upcoming = guard(() =>
    upcomingMatches(league, now, {
      divisionId: id,
      limit: MATCH_LIST_LIMITS.standingsUpcoming,
    }).map((match) => toMatchCardView(match, lang, past)),
  )
  view.scorers = guard(() =>
    topStrikers(league, { divisionId: id, limit: STRIKER_LIMITS.standings }).map((row) =>
      toScorerView(row, seasonId, lang),
    ),
  )
  view.suspensions = guard(() =>
    suspensions(league, { divisionId: id }).map((row) => toSuspensionView(row, seasonId, lang)),
  )
  view.fines = guard(() => {
    const teamNames = new Map(league.teams.map((team) => [team.id, localName(team, lang)]))
    return fines(league, { divisionId: id, seasonId }).map((fine) =>
      toFineView(fine, { divisionId: id, seasonId, teamNames }, lang),
    )
  })
  return view
}
