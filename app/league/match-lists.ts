import { inDivision } from './by-division.ts'
import { findDivision } from './divisions.ts'
import type { League } from './league.ts'
import { createMemo } from './memo.ts'
import type { Match } from './schedule.ts'
import { matchKey, toLimit } from './text.ts'
import { leagueToday } from './time.ts'

/** docs/product.md#limits */
export const MATCH_LIST_LIMITS = {
  homeUpcoming: 6,
  homeRecent: 6,
  recentResultsCollapsed: 3,
  recentResultsExpanded: 6,
  standingsRecent: 5,
  standingsUpcoming: 5,
  teamPage: 3,
  teamPageStep: 3,
} as const

export interface MatchQuery {
  divisionId?: string
  teamId?: string
  limit?: number
}

const teamIndexes = /* @__PURE__ */ createMemo<Map<string, Match[]>>()

function teamIndex(league: League): Map<string, Match[]> {
  return teamIndexes(league.matches, [], () => {
    const byTeam = new Map<string, Match[]>()
    const add = (teamId: string | undefined, match: Match) => {
      if (teamId === undefined) return
      const list = byTeam.get(teamId)
      if (!list) byTeam.set(teamId, [match])
      else if (list[list.length - 1] !== match) list.push(match)
    }
    for (const match of league.matches) {
      add(match.home.teamId, match)
      add(match.away.teamId, match)
    }
    return byTeam
  })
}

export function findMatch(
  league: League,
  matchId: unknown,
  divisionId?: string,
): Match | undefined {
  if (typeof matchId !== 'string' && typeof matchId !== 'number') return undefined
  const id = String(matchId).trim()
  const withId = (match: Match) => match.id === id
  if (divisionId !== undefined) {
    const division = findDivision(league.divisions, divisionId)
    const found = inDivision(league.matches, division?.id ?? divisionId).find(withId)
    if (found) return found
  }
  return league.matches.find(withId)
}

export function matchesFor(
  league: League,
  query: Pick<MatchQuery, 'divisionId' | 'teamId'> = {},
): readonly Match[] {
  query = query ?? {}
  let list: readonly Match[] = league.matches
  if (query.teamId !== undefined) {
    const team = league.directory.resolve({ id: query.teamId, name: query.teamId })
    list = teamIndex(league).get(team?.id ?? query.teamId) ?? []
  }
  if (query.divisionId !== undefined) {
    const division = findDivision(league.divisions, query.divisionId)
    const key = matchKey(division?.id ?? query.divisionId)
    list =
      query.teamId === undefined && division
        ? inDivision(league.matches, division.id)
        : list.filter((match) => matchKey(match.divisionId) === key)
  }
  return list
}

function limitOf(query: MatchQuery | undefined, fallback: number): number {
  return toLimit(query?.limit, fallback)
}

let lastToday: { now: unknown; today: string } = { now: undefined, today: '' }

/**
 * Computed once per instant: the zone database is slow. Here, not in time.ts, which the browser
 * loads.
 */
export function todayOf(now: Date | number): string {
  const ms = now instanceof Date ? now.getTime() : now
  if (!Object.is(ms, lastToday.now)) lastToday = { now: ms, today: leagueToday(now) }
  return lastToday.today
}

function firstFrom(list: readonly Match[], today: string): number {
  const day = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000)
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (list[middle].sortDay < day) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * A match of today stays until its score is entered, so a game in progress is not lost between
 * lists.
 */
export function upcomingMatches(
  league: League,
  now: Date | number,
  query: MatchQuery = {},
): Match[] {
  const today = todayOf(now)
  if (today === '') return []
  const limit = limitOf(query, MATCH_LIST_LIMITS.homeUpcoming)
  const out: Match[] = []
  const list = matchesFor(league, query)
  for (let index = firstFrom(list, today); index < list.length; index += 1) {
    const match = list[index]
    if (out.length >= limit) break
    if (match.status !== 'finished' && match.date !== undefined && match.date >= today)
      out.push(match)
  }
  return out
}

export function recentMatches(league: League, query: MatchQuery = {}): Match[] {
  const limit = limitOf(query, MATCH_LIST_LIMITS.homeRecent)
  const list = matchesFor(league, query)
  const out: Match[] = []
  for (let index = list.length - 1; index >= 0 && out.length < limit; index -= 1) {
    const match = list[index]
    if (match.status === 'finished' && match.date !== undefined) out.push(match)
  }
  for (let index = 0; index < list.length && out.length < limit; index += 1) {
    const match = list[index]
    if (match.status === 'finished' && match.date === undefined) out.push(match)
  }
  return out
}

export function todaysMatches(league: League, now: Date | number, query: MatchQuery = {}): Match[] {
  const today = todayOf(now)
  if (today === '') return []
  const limit = limitOf(query, Infinity)
  const out: Match[] = []
  const list = matchesFor(league, query)
  for (let index = firstFrom(list, today); index < list.length; index += 1) {
    const match = list[index]
    if (out.length >= limit || (match.date ?? '\uffff') > today) break
    if (match.date === today) out.push(match)
  }
  return out
}

const tonightRank = (match: Match) =>
  match.status === 'live' ? 0 : match.status === 'upcoming' && !match.calledOff ? 1 : 2

/** Live first, then to play, then over; each group in kick-off order (docs/product.md#tonight). */
export function tonightsMatches(league: League, now: Date | number): Match[] {
  return todaysMatches(league, now)
    .map((match, index) => ({ match, index }))
    .sort((a, b) => tonightRank(a.match) - tonightRank(b.match) || a.index - b.index)
    .map(({ match }) => match)
}

/** Today's matches are left out: the carousel above already shows each one. */
export function homeMatchLists(
  league: League,
  now: Date | number,
  limits: { upcoming: number; recent: number } = {
    upcoming: MATCH_LIST_LIMITS.homeUpcoming,
    recent: MATCH_LIST_LIMITS.recentResultsExpanded,
  },
): { upcoming: Match[]; recent: Match[] } {
  const today = todayOf(now)
  const todays = todaysMatches(league, now).length
  const notToday = (match: Match) => match.date !== today
  return {
    upcoming: upcomingMatches(league, now, { limit: limits.upcoming + todays })
      .filter(notToday)
      .slice(0, limits.upcoming),
    recent: recentMatches(league, { limit: limits.recent + todays })
      .filter(notToday)
      .slice(0, limits.recent),
  }
}
