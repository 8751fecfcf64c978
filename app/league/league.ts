// Memoised per tree object: the data layer swaps in a new tree on every change, so identity is the
// version.
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
  activeSeason?: Season
  /** The one asked for, else the active one. */
  seasonId?: string
  seasons: Season[]
  divisions: Division[]
  teams: Team[]
  readonly players: Player[]
  roster: Roster
  readonly matches: Match[]
  readonly teamStats: TeamStatLine[]
  readonly teamGames: TeamGameRecord[]
  readonly playerStats: PlayerStatLine[]
  news: NewsItem[]
  sponsors: Sponsor[]
  fines: Fine[]
  preseason: PreseasonEntry[]
  directory: TeamDirectory
  /** Where raw branches hold junk rather than nothing: widgets then show their error state. */
  source: SourceState
}

export interface ReadLeagueOptions {
  seasonId?: string
}

// Kept while their raw node is the same, so a score change re-reads one division (ADR 0013).
const divisionsMemo = /* @__PURE__ */ createMemo<Division[]>()
const teamsMemo = /* @__PURE__ */ createMemo<{ teams: Team[]; directory: TeamDirectory }>()
const rosterMemo = /* @__PURE__ */ createMemo<Roster>()
const NO_ROSTER = /* @__PURE__ */ readRoster(undefined)
const NO_TEAMS = { teams: [] as Team[], directory: /* @__PURE__ */ new TeamDirectory([]) }

/** An id the data does not have gives an empty season, whose pages say "not found". */
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

function hasSeasonBranch(root: RawRecord | undefined, id: string): boolean {
  return (
    ['_Teams', '_Players'].some((suffix) => has(root, `${id}${suffix}`)) ||
    ['Stats_', 'TeamStats_', 'PlayerStats_'].some((prefix) => has(root, `${prefix}${id}`)) ||
    has(root?.Schedule, id) ||
    has(root?.PreSeason, id)
  )
}

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
  // Read on first use: a news, rules or fines page does not read the whole schedule.
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
  read(tree: unknown, options?: ReadLeagueOptions): League
}

const SEASONS_PER_TREE = 16

/** Keyed weakly: an old tree and its League are collected when the data layer drops the tree. */
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

export function readLeague(tree: unknown, options?: ReadLeagueOptions): League {
  return defaultCache.read(tree, options)
}
