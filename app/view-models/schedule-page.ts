/**
 * The schedule page (docs/product.md#schedule): a division's season grouped by day, optionally one
 * team's games, already localised. Pure: the loader passes the League, "now", the URL's `division`
 * and `team`, and the public address the calendar links are built from.
 */
import type { Lang } from '~/i18n/language.ts'
import {
  type Division,
  type League,
  type Match,
  findDivision,
  formatLongDate,
  groupScheduleByDay,
  localName,
  localText,
  matchKey,
  matchesFor,
} from '~/league/index.ts'
import type { Logger } from '~/logger.server.ts'

import { type CalendarFeedLinks, calendarFeedLinks, calendarFeedPath } from './calendar-links.ts'
import { teamHref } from './links.ts'
import { type MatchCardView, toMatchCardView } from './match-card.ts'
import { type DivisionOption, divisionOption } from './division-option.ts'
import { type SeasonChoiceView, pickerDivisions, seasonChoiceView } from './season-choice.ts'
import { pickDivision } from './standings-page.ts'

export type TeamOption = { id: string; name: string }

export type ScheduleDayView = {
  /** 'YYYY-MM-DD', also the day's anchor (`#day-YYYY-MM-DD`). */
  date: string
  /** fr-CA or en-CA long date. */
  label: string
  today?: true
  games: MatchCardView[]
}

export type SchedulePageView = {
  /** False when the league data could not be loaded at all (HTTP 503). */
  available: boolean
  seasonName?: string
  /** The season picker; a past season's links carry it (docs/product.md#seasons). */
  seasonChoice: SeasonChoiceView
  divisions: DivisionOption[]
  selectedId?: string
  /** True when the URL chose the division (`division`, or a known `team`): it wins over local storage. */
  fromUrl: boolean
  unknownDivision?: string
  /** Teams playing in the shown division, by name. */
  teams: TeamOption[]
  /** The team whose games are shown, when `?team=` names one of the division's teams. */
  team?: TeamOption & { href?: string }
  /** The `?team=` value when it named no team of the shown division. */
  unknownTeam?: string
  /** `null` when the games could not be shaped (malformed data): the list shows its error. */
  days: ScheduleDayView[] | null
  /** Games without a readable date. */
  undated: MatchCardView[]
  /** The day the jump link targets: today, else the next day with a game to play. */
  jump?: { date: string; today: boolean }
  /** The iCalendar feed of what is shown (the team's, else the division's); none for a past season. */
  feed?: CalendarFeedLinks
}

export function unavailableSchedulePage(): SchedulePageView {
  return {
    available: false,
    seasonChoice: { seasons: [], past: false },
    divisions: [],
    fromUrl: false,
    teams: [],
    days: null,
    undated: [],
  }
}

/** Teams seen in the division's games (a listed team without games has nothing to show). */
export function divisionTeams(matches: readonly Match[], lang: Lang): TeamOption[] {
  const teams = new Map<string, string>()
  for (const match of matches) {
    for (const side of [match.home, match.away]) {
      if (side.tbd || side.teamId === undefined || teams.has(side.teamId)) continue
      teams.set(side.teamId, localText(side.name, lang))
    }
  }
  return [...teams]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, lang === 'fr' ? 'fr-CA' : 'en-CA'))
}

/**
 * The division to show: the URL's `division`, else the division of the URL's `team`, else the
 * first active one (the remembered one is applied in the browser, as on the standings page).
 */
function pickScheduleDivision(
  league: League,
  listed: readonly Division[],
  division: string | null | undefined,
  team: string | null | undefined,
) {
  const picked = pickDivision(listed, division)
  if (picked.fromUrl || picked.unknown !== undefined || !team?.trim()) return picked
  const found = league.directory.resolve({ id: team.trim(), name: team.trim() })
  const teamDivision =
    found?.divisionId ?? matchesFor(league, { teamId: team.trim() })[0]?.divisionId
  const byTeam = teamDivision === undefined ? undefined : findDivision(listed, teamDivision)
  return byTeam ? { division: byTeam, fromUrl: true } : picked
}

type ScheduleOptions = {
  now: Date
  division?: string | null
  team?: string | null
  lang: Lang
  /** The `?season=` value when it named no season (`league` is then the active season's). */
  unknownSeason?: string
  publicUrl: string
  /** Where a failure to shape the schedule is reported (the server's logger); unset, it is not. */
  log?: Logger
}

export function buildSchedulePage(league: League, options: ScheduleOptions): SchedulePageView {
  return buildSchedule(league, options).view
}

/**
 * The page, and the matches it lists in their order (dated days, then undated), for what the
 * server adds beside the view (the page's JSON-LD events).
 */
export function buildSchedule(
  league: League,
  options: ScheduleOptions,
): { view: SchedulePageView; matches: Match[] } {
  const { now, lang } = options
  let matches: Match[] = []
  const listed = pickerDivisions(league)
  const picked = pickScheduleDivision(league, listed, options.division, options.team)
  const season = league.seasons.find((candidate) => candidate.id === league.seasonId)
  const seasonChoice = seasonChoiceView(league, lang, options.unknownSeason)
  const past = { past: seasonChoice.past }
  const view: SchedulePageView = {
    available: true,
    seasonChoice,
    divisions: listed.map((division) => divisionOption(division, lang)),
    fromUrl: picked.fromUrl,
    teams: [],
    days: [],
    undated: [],
  }
  if (season) view.seasonName = localName(season, lang)
  if (picked.unknown !== undefined) view.unknownDivision = picked.unknown
  const division = picked.division
  if (!division) return { view, matches }
  view.selectedId = division.id

  try {
    const all = matchesFor(league, { divisionId: division.id })
    view.teams = divisionTeams(all, lang)
    const wanted = options.team?.trim()
    let shown = all
    if (wanted) {
      const resolved = league.directory.resolve({ id: wanted, name: wanted })
      const option = view.teams.find(
        (team) => team.id === (resolved?.id ?? wanted) || matchKey(team.id) === matchKey(wanted),
      )
      if (option) {
        shown = all.filter(
          (match) => match.home.teamId === option.id || match.away.teamId === option.id,
        )
        view.team = { ...option }
        const href = teamHref({
          teamId: option.id,
          divisionId: division.id,
          seasonId: league.seasonId,
        })
        if (href) view.team.href = href
      } else view.unknownTeam = wanted
    }
    const grouped = groupScheduleByDay(shown, now)
    view.days = grouped.days.map((day) => {
      const dayView: ScheduleDayView = {
        date: day.date,
        label: formatLongDate(day.date, lang),
        games: day.matches.map((match) => toMatchCardView(match, lang, past)),
      }
      if (grouped.jumpIsToday && day.date === grouped.jumpDate) dayView.today = true
      return dayView
    })
    view.undated = grouped.undated.map((match) => toMatchCardView(match, lang, past))
    if (grouped.jumpDate) view.jump = { date: grouped.jumpDate, today: grouped.jumpIsToday }
    matches = [...grouped.days.flatMap((day) => day.matches), ...grouped.undated]
  } catch (error) {
    options.log?.('error', 'schedule failed', { error })
    view.days = null
    view.undated = []
    matches = []
  }
  // A past season is over: nothing left to add to a calendar.
  if (seasonChoice.past) return { view, matches }
  const path = view.team
    ? calendarFeedPath('team', view.team.id, { seasonId: league.seasonId, lang })
    : calendarFeedPath('division', division.id, { lang })
  view.feed = calendarFeedLinks(options.publicUrl, path)
  return { view, matches }
}

/**
 * The schedule page's URL search for a division (and team), keeping the language and season;
 * `seasonId` replaces the season ('' for the default one, whose URL has none).
 */
export function scheduleSearch(
  currentSearch: string,
  divisionId: string,
  teamId?: string,
  seasonId?: string,
): string {
  const params = new URLSearchParams(currentSearch)
  params.set('division', divisionId)
  if (teamId) params.set('team', teamId)
  else params.delete('team')
  if (seasonId !== undefined) {
    if (seasonId) params.set('season', seasonId)
    else params.delete('season')
  }
  return `?${params.toString()}`
}
