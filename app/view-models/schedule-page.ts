// docs/product.md#schedule. Pure.
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
  date: string
  label: string
  today?: true
  games: MatchCardView[]
}

export type SchedulePageView = {
  available: boolean
  seasonName?: string
  seasonChoice: SeasonChoiceView
  divisions: DivisionOption[]
  selectedId?: string
  fromUrl: boolean
  unknownDivision?: string
  teams: TeamOption[]
  team?: TeamOption & { href?: string }
  unknownTeam?: string
  days: ScheduleDayView[] | null
  undated: MatchCardView[]
  jump?: { date: string; today: boolean }
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

/** The remembered division is applied in the browser, as on the standings page. */
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
  unknownSeason?: string
  publicUrl: string
  log?: Logger
}

export function buildSchedulePage(league: League, options: ScheduleOptions): SchedulePageView {
  return buildSchedule(league, options).view
}

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
  if (seasonChoice.past) return { view, matches }
  const path = view.team
    ? calendarFeedPath('team', view.team.id, { seasonId: league.seasonId, lang })
    : calendarFeedPath('division', division.id, { lang })
  view.feed = calendarFeedLinks(options.publicUrl, path)
  return { view, matches }
}

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
