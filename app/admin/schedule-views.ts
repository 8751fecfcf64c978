import {
  type GameSlot,
  type League,
  type Match,
  compareText,
  everyWordStartsOneOf,
  findMatch,
  formatLongDate,
  leagueToday,
  localName,
  parseLocalDate,
  fieldTakenGames,
  readSearchQuery,
  sameDayGames,
} from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

import { type GameSummary, gameSummary } from './console-views.ts'

/** `overdue`: its day has passed and it has no result, nor was it called off. */
export type ScheduleGame = GameSummary & { overdue: boolean }

export type ScheduleDay = {
  date: string
  dateLabel: string
  games: ScheduleGame[]
}

/** Which games the list shows when no day is chosen: still to play, played or past their day, or all. */
export const SCHEDULE_SHOWS = ['upcoming', 'past', 'all'] as const
export type ScheduleShow = (typeof SCHEDULE_SHOWS)[number]

export type ScheduleFilters = {
  show: ScheduleShow
  division: string
  team: string
  date: string
  q: string
}

export type ScheduleOption = { id: string; name: string }

export type ScheduleListView = {
  days: ScheduleDay[]
  later: number
  filters: ScheduleFilters
  /** A filter narrows the list: the page says so and offers to clear it. */
  filtered: boolean
  /** The search box held words too short to look for: the page says so. */
  queryTooShort: boolean
  divisions: ScheduleOption[]
  teams: ScheduleOption[]
}

export const SCHEDULE_WEEKS = 2

export type ScheduleFormValues = { date: string; time: string; field: string }

export type ScheduleFormView = {
  game: GameSummary & { dateLabel: string; seasonId: string }
  values: ScheduleFormValues
  fields: string[]
}

/** The list's filters from the address (a GET form): anything unreadable is no filter. */
export function readScheduleFilters(params: URLSearchParams): ScheduleFilters {
  const text = (name: string) => (params.get(name) ?? '').trim()
  const date = text('date')
  return {
    show: SCHEDULE_SHOWS.find((show) => show === params.get('show')) ?? 'upcoming',
    division: text('division'),
    team: text('team'),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && parseLocalDate(date) ? date : '',
    q: text('q').slice(0, 100),
  }
}

const NO_FILTERS: ScheduleFilters = { show: 'upcoming', division: '', team: '', date: '', q: '' }

function options(league: League, lang: Lang, division: string) {
  const divisions = new Map<string, string>()
  const teams = new Map<string, string>()
  for (const match of league.matches) {
    divisions.set(match.divisionId, localName({ name: match.divisionName }, lang))
    if (division !== '' && match.divisionId !== division) continue
    for (const side of [match.home, match.away])
      if (!side.tbd && side.teamId !== undefined) teams.set(side.teamId, localName(side, lang))
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries].map(([id, name]) => ({ id, name })).sort((a, b) => compareText(a.name, b.name))
  return { divisions: sorted(divisions), teams: sorted(teams) }
}

/**
 * The season's games by day. Unfiltered, the games to play from today for two weeks (`all`: the
 * whole season), and a game called off or without a readable day whatever its day: they need the
 * operator's attention. A division, team, search or `show` narrows or widens it; a chosen day
 * shows that day's games whatever their state, so last week's game is found by its date. Past
 * games come newest first: the one to correct is usually recent.
 */
export function scheduleListView(
  league: League,
  now: Date,
  lang: Lang,
  { all = false, filters = NO_FILTERS }: { all?: boolean; filters?: ScheduleFilters } = {},
): ScheduleListView {
  const today = leagueToday(now)
  const horizon = new Date(Date.parse(`${today}T12:00:00Z`) + SCHEDULE_WEEKS * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const query = readSearchQuery(filters.q)
  const words = query.kind === 'words' ? query.words : []
  const filtered =
    filters.division !== '' || filters.team !== '' || filters.date !== '' || words.length > 0
  const wanted = (match: Match) =>
    (filters.division === '' || match.divisionId === filters.division) &&
    (filters.team === '' ||
      match.home.teamId === filters.team ||
      match.away.teamId === filters.team) &&
    (filters.date === '' || match.date === filters.date) &&
    (words.length === 0 ||
      everyWordStartsOneOf(
        [match.home, match.away, { name: match.divisionName }].flatMap((named) =>
          [named.name.fr, named.name.en].filter((name) => name !== undefined),
        ),
        words,
      ))
  const days = new Map<string, ScheduleDay>()
  let later = 0
  for (const match of league.matches) {
    if (!wanted(match)) continue
    const date = match.date ?? ''
    if (filters.date === '') {
      const past = match.status === 'finished' || (date !== '' && date < today && !match.calledOff)
      if (filters.show === 'upcoming' && past) continue
      if (filters.show === 'past' && !past) continue
      if (
        filters.show === 'upcoming' &&
        !all &&
        !filtered &&
        date !== '' &&
        date > horizon &&
        !match.calledOff
      ) {
        later += 1
        continue
      }
    }
    let day = days.get(date)
    if (!day) {
      day = { date, dateLabel: date === '' ? '' : formatLongDate(date, lang), games: [] }
      days.set(date, day)
    }
    const overdue = match.status === 'upcoming' && date !== '' && date < today && !match.calledOff
    day.games.push({ ...gameSummary(match, lang), overdue })
  }
  const list = [...days.values()]
  return {
    days: filters.show === 'past' && filters.date === '' ? list.reverse() : list,
    later,
    filters,
    filtered,
    queryTooShort: query.kind === 'too-short',
    ...options(league, lang, filters.division),
  }
}

export function scheduleFormView(
  league: League,
  gameId: string,
  fields: readonly string[],
  lang: Lang,
): ScheduleFormView | undefined {
  const match = findMatch(league, gameId)
  if (!match) return undefined
  return {
    game: {
      ...gameSummary(match, lang),
      seasonId: match.seasonId,
      dateLabel: match.date ? formatLongDate(match.date, lang) : '',
    },
    values: { date: match.date ?? '', time: match.time ?? '', field: match.field ?? '' },
    fields: [...fields],
  }
}

/**
 * What a move would clash with, in words, for its warning: the games a team of this one already
 * plays that day, and the games on that field at that time.
 */
export function clashLabels(
  league: League,
  gameId: string,
  slot: GameSlot,
  lang: Lang,
): { sameDay: string[]; sameField: string[] } {
  const label = (match: Match) => {
    const game = gameSummary(match, lang)
    return [`${game.home} – ${game.away}`, game.time, game.division].filter(Boolean).join(' · ')
  }
  return {
    sameDay: sameDayGames(league, gameId, slot.date).map(label),
    sameField: fieldTakenGames(league, gameId, slot).map(label),
  }
}
