// docs/product.md#standings. Pure.
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

export const DIVISION_STORAGE_KEY = 'standings:selectedDivision'

export type ScorerView = {
  rank: number
  playerName: string
  playerHref?: string
  teamName: string
  teamHref?: string
  goals: number
}

export type TeamTotals = Record<string, { gf: number; yellow?: number; red?: number }>

export type StandingsPageView = {
  available: boolean
  seasonName?: string
  seasonChoice: SeasonChoiceView
  divisions: DivisionOption[]
  selectedId?: string
  /** The URL wins over local storage. */
  fromUrl: boolean
  unknownDivision?: string
  standings: StandingsView | null
  provisional?: ProvisionalView
  totals: TeamTotals
  recent: MatchCardView[] | null
  upcoming: MatchCardView[] | null
  scorers: ScorerView[] | null
  suspensions: SuspensionView[] | null
  fines: FineView[] | null
  playoffs?: PlayoffsNowView
}

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

/** Undefined: stay. */
export function rememberedDivisionTarget(
  optionIds: readonly string[],
  remembered: string | null | undefined,
  shown: { selectedId?: string; fromUrl: boolean; unknownDivision?: string },
): string | undefined {
  if (shown.fromUrl || shown.unknownDivision !== undefined) return undefined
  if (!remembered || !optionIds.includes(remembered)) return undefined
  return remembered === shown.selectedId ? undefined : remembered
}

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

/** A team without TeamStats has no card figures. */
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

/** A failure (malformed data) becomes that widget's error state. */
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
    unknownSeason?: string
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

  // A past season's bracket is one link away on the seasons page.
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
