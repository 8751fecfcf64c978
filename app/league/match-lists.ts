/**
 * Match lists of the home, standings and team pages (docs/product.md#data-rules, #limits): upcoming
 * (soonest first), recent results (latest first) and today's matches (by league date).
 */
import { inDivision } from './by-division.ts'
import { findDivision } from './divisions.ts'
import type { League } from './league.ts'
import { createMemo } from './memo.ts'
import type { Match } from './schedule.ts'
import { matchKey, toLimit } from './text.ts'
import { leagueToday } from './time.ts'

/** List sizes (docs/product.md#limits). */
export const MATCH_LIST_LIMITS = {
  homeUpcoming: 6,
  homeRecent: 6,
  /** Recent results block: 3 shown, 6 after 'View More'. */
  recentResultsCollapsed: 3,
  recentResultsExpanded: 6,
  standingsRecent: 5,
  standingsUpcoming: 5,
  /** Team page: 3 shown, +3 per 'View More'. */
  teamPage: 3,
  teamPageStep: 3,
} as const

export interface MatchQuery {
  divisionId?: string
  teamId?: string
  limit?: number
}

// Per matches list (one per League): every team page asks for its team's matches.
const teamIndexes = /* @__PURE__ */ createMemo<Map<string, Match[]>>()

/** Every team's matches, chronological (the season's order), by team id. */
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

/** The match with this game id; `divisionId` disambiguates ids reused across divisions. */
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

/** Matches of a team and/or division, chronological; ids and names are matched loosely. */
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
 * `leagueToday`, computed once per instant: every list of a page asks with the same "now", and
 * the zone database is slow to ask. (Here rather than in time.ts, which the browser loads too.)
 */
export function todayOf(now: Date | number): string {
  const ms = now instanceof Date ? now.getTime() : now
  if (!Object.is(ms, lastToday.now)) lastToday = { now: ms, today: leagueToday(now) }
  return lastToday.today
}

/**
 * Index of the first match dated `today` ('YYYY-MM-DD') or later in a chronological list (every
 * list here is): a binary search, so the league-wide lists skip the season's past games.
 */
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
 * Upcoming: not finished and dated today or later in the league's zone, soonest first. A match of
 * today stays listed until its score is entered (a game in progress is not lost between
 * the two lists); undated matches cannot be placed and are left out.
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

/** Recent results: finished matches, latest first (a match without a time counts as late in its day). */
export function recentMatches(league: League, query: MatchQuery = {}): Match[] {
  const limit = limitOf(query, MATCH_LIST_LIMITS.homeRecent)
  const list = matchesFor(league, query)
  const out: Match[] = []
  // Undated finished matches sort after dated ones in `league.matches`; list them last here too.
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

/** Today's matches (league date), any status, in kick-off order; time 'TBD' last. */
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

/** Where a game of tonight's list stands: being played, to play, then over (played or called off). */
const tonightRank = (match: Match) =>
  match.status === 'live' ? 0 : match.status === 'upcoming' && !match.calledOff ? 1 : 2

/**
 * Tonight's games across divisions and venues (docs/product.md#tonight): the ones being played
 * first, then the ones to play, then the finished and called-off ones; each group in kick-off order.
 */
export function tonightsMatches(league: League, now: Date | number): Match[] {
  return todaysMatches(league, now)
    .map((match, index) => ({ match, index }))
    .sort((a, b) => tonightRank(a.match) - tonightRank(b.match) || a.index - b.index)
    .map(({ match }) => match)
}

/**
 * The home page's upcoming matches and recent results: today's matches are left out of both,
 * since today's carousel above them already shows each one (docs/product.md#home). On a day
 * without matches they are the plain lists.
 */
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
