/**
 * `readLeague`: the league subtree (`leagues/{key}`) → typed entities for one season,
 * memoised per tree object. The data layer swaps in a new tree object on every change,
 * so identity is the version: same tree in, same League out.
 */
import { readDivisions, type Division } from './divisions.ts'
import { readFines, type Fine } from './fines.ts'
import { createMemo } from './memo.ts'
import { readNews, type NewsItem } from './news.ts'
import { readRoster, type Player, type Roster } from './players.ts'
import { readPreseason, type PreseasonEntry } from './preseason.ts'
import { readSchedule, type Match } from './schedule.ts'
import { findActiveSeason, readSeasons, seasonNodeKey, type Season } from './seasons.ts'
import { readSourceState, type SourceState } from './source-state.ts'
import { readSponsors, type Sponsor } from './sponsors.ts'
import {
  readPlayerStats,
  readTeamGameRecords,
  readTeamStats,
  type PlayerStatLine,
  type TeamGameRecord,
  type TeamStatLine,
} from './stats.ts'
import { readTeams, TeamDirectory, type Team } from './teams.ts'
import { asRecord, cleanText, type RawRecord } from './text.ts'

export interface League {
  /** The season with isActive (docs/data-contract.md#seasons), if any. */
  activeSeason?: Season
  /** The season these entities belong to: the one asked for, else the active one. */
  seasonId?: string
  seasons: Season[]
  /**
   * Merged division records (docs/data-contract.md#divisions); filter with `activeDivisions` for
   * selectors.
   */
  divisions: Division[]
  teams: Team[]
  /** Every player of the season's roster (read on first use: see `roster`). */
  readonly players: Player[]
  /** The roster, read as far as it is asked: players by id, the suspended ones, everyone. */
  roster: Roster
  /** Derived matches of the season's schedule, in chronological order. */
  readonly matches: Match[]
  /** `TeamStats_{seasonId}`: per division and team totals (rankings). */
  readonly teamStats: TeamStatLine[]
  /** `Stats_{seasonId}`: per team game results and match rosters (standings, match sheets). */
  readonly teamGames: TeamGameRecord[]
  /** `PlayerStats_{seasonId}`: goals per player (top strikers). */
  readonly playerStats: PlayerStatLine[]
  /** News, newest first. */
  news: NewsItem[]
  /** Every sponsor record, inactive ones included; see `activeSponsors`. */
  sponsors: Sponsor[]
  /** Every team fine of the league (all seasons); see `fines`. */
  fines: Fine[]
  /** `PreSeason/{seasonId}` banner entries. */
  preseason: PreseasonEntry[]
  /** Lookups shared by the derived views. */
  directory: TeamDirectory
  /** Where the raw branches hold junk rather than nothing: widgets then show their error state. */
  source: SourceState
}

export interface ReadLeagueOptions {
  /** Read this season instead of the active one (team and player pages carry `season`). */
  seasonId?: string
}

// The parts the season's per-division memos depend on (the division list, the team directory)
// and the roster, whose index is the costliest of the rest: kept while their raw node is the
// same, so a score change re-reads one division (docs/decisions/0013-incremental-views-and-store.md).
const divisionsMemo = /* @__PURE__ */ createMemo<Division[]>()
const teamsMemo = /* @__PURE__ */ createMemo<{ teams: Team[]; directory: TeamDirectory }>()
const rosterMemo = /* @__PURE__ */ createMemo<Roster>()
const NO_ROSTER = /* @__PURE__ */ readRoster(undefined)
const NO_TEAMS = { teams: [] as Team[], directory: /* @__PURE__ */ new TeamDirectory([]) }

/**
 * The season a League is read for: the one asked for when the data has it (a `Seasons` record
 * or any of its branches), the active one when none is asked. An id the data does not have
 * gives none: an empty season, whose pages say "not found" (docs/product.md#not-found), and
 * one cache entry for every such id however many are asked for.
 */
export function seasonToRead(
  root: RawRecord | undefined,
  seasons: readonly Season[],
  asked: unknown,
): string | undefined {
  const id = cleanText(asked)
  if (id === undefined) return findActiveSeason(seasons)?.id
  return seasons.some((season) => season.id === id) || hasSeasonBranch(root, id) ? id : undefined
}

const has = (node: unknown, key: string) => {
  const record = asRecord(node)
  return record !== undefined && Object.hasOwn(record, key) && record[key] != null
}

/** The season-keyed branches of the data contract (docs/data-contract.md#seasons). */
function hasSeasonBranch(root: RawRecord | undefined, id: string): boolean {
  return (
    ['_Teams', '_Players'].some((suffix) => has(root, `${id}${suffix}`)) ||
    ['Stats_', 'TeamStats_', 'PlayerStats_'].some((prefix) => has(root, `${prefix}${id}`)) ||
    has(root?.Schedule, id) ||
    has(root?.PreSeason, id)
  )
}

/**
 * Builds the League of a tree. Not cached per tree (see `readLeague`), but the season's
 * divisions, teams, roster and per-division branches are memoised on their raw nodes, so a new
 * version of the tree re-reads only what changed: one division's schedule and stats after a
 * score. Never throws on malformed input.
 */
export function parseLeague(tree: unknown, options: ReadLeagueOptions = {}): League {
  const root = asRecord(tree)
  const seasons = readSeasons(root)
  return buildLeague(root, seasons, seasonToRead(root, seasons, options?.seasonId))
}

function buildLeague(
  root: RawRecord | undefined,
  seasons: Season[],
  seasonId: string | undefined,
): League {
  const seasonsNode = root?.Seasons
  const activeSeason = findActiveSeason(seasons)
  const seasonKey = seasonId === undefined ? undefined : (seasonNodeKey(root, seasonId) ?? seasonId)
  const divisions = divisionsMemo(seasonsNode, [root?.Divisions, root?.['2'], seasonKey], () =>
    readDivisions(root, seasonKey),
  )
  const teamsNode = seasonId === undefined ? undefined : root?.[`${seasonId}_Teams`]
  const { teams, directory } =
    seasonId === undefined
      ? NO_TEAMS
      : teamsMemo(teamsNode, [], () => {
          const list = readTeams(teamsNode)
          return { teams: list, directory: new TeamDirectory(list) }
        })
  const ctx = { seasonId: seasonId ?? '', divisions, teams: directory }
  const at = (name: string) => (seasonId === undefined ? undefined : root?.[name])
  const playersNode = at(`${seasonId}_Players`)
  const roster =
    seasonId === undefined ? NO_ROSTER : rosterMemo(playersNode, [], () => readRoster(playersNode))
  const preseasonNode = seasonId === undefined ? undefined : asRecord(root?.PreSeason)?.[seasonId]
  // The season's large branches are read when a view first asks for them: a news, rules or fines
  // page does not read the whole schedule.
  let matches: Match[] | undefined
  let teamStats: TeamStatLine[] | undefined
  let teamGames: TeamGameRecord[] | undefined
  let playerStats: PlayerStatLine[] | undefined
  const league: League = {
    seasons,
    divisions,
    teams,
    get players() {
      return roster.all()
    },
    roster,
    get matches() {
      return (matches ??=
        seasonId === undefined ? [] : readSchedule(asRecord(root?.Schedule)?.[seasonId], ctx))
    },
    get teamStats() {
      return (teamStats ??= readTeamStats(at(`TeamStats_${seasonId}`), ctx))
    },
    get teamGames() {
      return (teamGames ??= readTeamGameRecords(at(`Stats_${seasonId}`), ctx))
    },
    get playerStats() {
      return (playerStats ??= readPlayerStats(at(`PlayerStats_${seasonId}`), ctx))
    },
    news: readNews(root?.News),
    sponsors: readSponsors(root?.Sponsors),
    fines: readFines(root?.Team_Fines),
    preseason: seasonId === undefined ? [] : readPreseason(preseasonNode),
    directory,
    source: readSourceState(root, seasonId),
  }
  if (activeSeason) league.activeSeason = activeSeason
  if (seasonId !== undefined) league.seasonId = seasonId
  return league
}

export interface LeagueCache {
  /** The League of this tree object (and season), computed once per tree identity. */
  read(tree: unknown, options?: ReadLeagueOptions): League
}

/** Seasons kept per tree: a league has a handful, and page requests choose which. */
const SEASONS_PER_TREE = 16

/**
 * A cache keyed weakly by tree object: an old tree and its League are collected as soon as
 * the data layer drops the tree. Per tree, one League per season the data has, at most
 * SEASONS_PER_TREE (the oldest read is dropped first): the season comes from the request, so
 * its key is normalised first (`seasonToRead`). Non-object trees (junk) are parsed without caching.
 */
export function createLeagueCache(): LeagueCache {
  const cache = new WeakMap<object, Map<string, League>>()
  return {
    read(tree, options = {}) {
      if (typeof tree !== 'object' || tree === null) return parseLeague(tree, options)
      const root = asRecord(tree)
      const seasons = readSeasons(root)
      const seasonId = seasonToRead(root, seasons, options?.seasonId)
      const key = seasonId ?? ''
      let bySeason = cache.get(tree)
      if (!bySeason) cache.set(tree, (bySeason = new Map()))
      let league = bySeason.get(key)
      if (!league) {
        league = buildLeague(root, seasons, seasonId)
        if (bySeason.size >= SEASONS_PER_TREE) bySeason.delete(bySeason.keys().next().value ?? '')
        bySeason.set(key, league)
      }
      return league
    },
  }
}

const defaultCache = createLeagueCache()

/** Memoised `parseLeague` (module-wide cache): same tree object in, same League out. */
export function readLeague(tree: unknown, options?: ReadLeagueOptions): League {
  return defaultCache.read(tree, options)
}
