/**
 * Match lists of the home, standings and team pages (docs/product.md#data-rules, #limits): upcoming
 * (soonest first), recent results (latest first) and today's matches (by Toronto date).
 */
import { divisionGroups, inDivision } from './by-division.ts'
import { findDivision } from './divisions.ts'
import type { League } from './league.ts'
import { createMemo } from './memo.ts'
import { compareMatches, matchesById, type Match } from './schedule.ts'
import { matchKey, toLimit } from './text.ts'
import { torontoToday } from './time.ts'

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

// Lookups are built per division group of the schedule (by-division.ts), so a score re-indexes
// its division alone; the league-wide team index merges the groups' (a few entries per team).
// Ids are looked up in the schedule reader's own map of each group (`matchesById`).
const groupTeamIndexes = /* @__PURE__ */ createMemo<Map<string, Match[]>>()
const teamIndexes = /* @__PURE__ */ createMemo<Map<string, Match[]>>()

function push(map: Map<string, Match[]>, key: string | undefined, match: Match): void {
  if (key === undefined) return
  const list = map.get(key)
  if (list) {
    if (list[list.length - 1] !== match) list.push(match)
  } else map.set(key, [match])
}

/** One division group's matches per team id; lists keep the chronological order of the group. */
function groupTeamIndex(matches: readonly Match[]): Map<string, Match[]> {
  return groupTeamIndexes(matches, [], () => {
    const byTeam = new Map<string, Match[]>()
    for (const match of matches) {
      push(byTeam, match.home.teamId, match)
      push(byTeam, match.away.teamId, match)
    }
    return byTeam
  })
}

/** Every team's matches, chronological, merged from the division groups' indexes. */
function teamIndex(league: League): Map<string, Match[]> {
  return teamIndexes(league.matches, [], () => {
    const byTeam = new Map<string, Match[]>()
    for (const group of divisionGroups(league.matches)) {
      for (const [teamId, list] of groupTeamIndex(group)) {
        const existing = byTeam.get(teamId)
        // A team listed in several divisions (rare): one chronological list.
        byTeam.set(teamId, existing ? [...existing, ...list].sort(compareMatches) : list)
      }
    }
    return byTeam
  })
}

/** The earliest match with this id, looked up in every division group. */
function anyMatchWithId(league: League, id: string): Match | undefined {
  let found: Match | undefined
  for (const group of divisionGroups(league.matches)) {
    const match = matchesById(group).get(id)
    if (match && (!found || compareMatches(match, found) < 0)) found = match
  }
  return found
}

/** The matches of a known division, chronological (its schedule group). */
function divisionMatches(league: League, divisionId: string): readonly Match[] {
  return inDivision(league.matches, divisionId)
}

/** The match with this game id; `divisionId` disambiguates ids reused across divisions. */
export function findMatch(
  league: League,
  matchId: unknown,
  divisionId?: string,
): Match | undefined {
  if (typeof matchId !== 'string' && typeof matchId !== 'number') return undefined
  const id = String(matchId).trim()
  if (divisionId !== undefined) {
    const division = findDivision(league.divisions, divisionId)
    const found = matchesById(divisionMatches(league, division?.id ?? divisionId)).get(id)
    if (found) return found
  }
  return anyMatchWithId(league, id)
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
        ? divisionMatches(league, division.id)
        : list.filter((match) => matchKey(match.divisionId) === key)
  }
  return list
}

function limitOf(query: MatchQuery | undefined, fallback: number): number {
  return toLimit(query?.limit, fallback)
}

let lastDay = { today: '', day: 0 }
let lastToday: { now: unknown; today: string } = { now: undefined, today: '' }

/**
 * `torontoToday`, computed once per instant: every list of a page asks with the same "now".
 * (Here rather than in time.ts, which the browser loads too.)
 */
function todayOf(now: Date | number): string {
  const ms = now instanceof Date ? now.getTime() : now
  if (ms !== lastToday.now) lastToday = { now: ms, today: torontoToday(now) }
  return lastToday.today
}

/**
 * Index of the first match dated `today` ('YYYY-MM-DD') or later in a chronological list (every
 * list here is): a binary search, so the league-wide lists skip the season's past games.
 */
function firstFrom(list: readonly Match[], today: string): number {
  if (today !== lastDay.today)
    lastDay = { today, day: Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000) }
  const day = lastDay.day
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
 * Upcoming: not finished and dated today or later in Toronto, soonest first. A match of
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

/** Today's matches (Toronto date), any status, in kick-off order; time 'TBD' last. */
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
