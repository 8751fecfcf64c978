/** A value the league does not know normalises before a cache key is made from it. */
import { LRUCache } from 'lru-cache'

import { peekLeagueSnapshot } from '~/data/league.server.ts'
import {
  type League,
  findActiveSeason,
  findDivision,
  findNews,
  matchKey,
  readLeague,
  readSeasons,
} from '~/league/index.ts'

import {
  type KnownKind,
  type KnownValues,
  type PageCacheDecision,
  pageCacheDecision,
} from './page-cache-key.ts'

const known = new WeakMap<object, KnownValues>()
const gameIds = new WeakMap<League, ReadonlySet<string>>()
const playerValues = new WeakMap<League, ReadonlySet<string>>()

function* seasonsActiveFirst(tree: object): Iterable<League> {
  const seasons = readSeasons(tree)
  if (seasons.length === 0) {
    yield readLeague(tree)
    return
  }
  const active = findActiveSeason(seasons)
  if (active) yield readLeague(tree, { seasonId: active.id })
  for (const season of seasons)
    if (season !== active) yield readLeague(tree, { seasonId: season.id })
}

function someSeasonKnows(tree: object, kind: KnownKind, value: string): boolean {
  for (const league of seasonsActiveFirst(tree)) if (KNOWS[kind](league, value)) return true
  return false
}

function knowsTeam(league: League, value: string): boolean {
  if (league.directory.resolve({ id: value, key: value, name: value })) return true
  const wanted = matchKey(value)
  return wanted !== '' && league.teams.some((team) => matchKey(team.id) === wanted)
}

function knowsGame(league: League, value: string): boolean {
  let ids = gameIds.get(league)
  if (!ids) gameIds.set(league, (ids = new Set(league.matches.map((match) => match.id))))
  return ids.has(value)
}

/** As loose as the player page's lookup (player-profile.ts): an id, or a key or name by `matchKey`. */
function knowsPlayer(league: League, value: string): boolean {
  let values = playerValues.get(league)
  if (!values) {
    const ids = [
      ...league.players.map((player) => player.id),
      ...league.playerStats.map((line) => line.playerId),
    ]
    const names = [
      ...league.players.flatMap((player) => [player.key, player.name]),
      ...league.playerStats.flatMap((line) => [line.playerKey, line.name]),
    ]
    values = new Set([
      ...ids.filter((id) => id !== undefined),
      ...names.filter((name) => name !== undefined).map((name) => `~${matchKey(name)}`),
    ])
    playerValues.set(league, values)
  }
  return values.has(value) || values.has(`~${matchKey(value)}`)
}

const KNOWS: Record<KnownKind, (league: League, value: string) => boolean> = {
  team: knowsTeam,
  game: knowsGame,
  news: (league, value) => findNews(league.news, value) !== undefined,
  division: (league, value) => findDivision(league.divisions, value) !== undefined,
  player: knowsPlayer,
}

function knownValues(tree: object): KnownValues {
  let values = known.get(tree)
  if (!values) {
    const seasons = new Set(readSeasons(tree).map((season) => season.id))
    const node = (tree as Record<string, unknown>).Seasons
    if (node && typeof node === 'object') for (const key of Object.keys(node)) seasons.add(key)
    values = {
      seasons,
      knows: (kind, value) => someSeasonKnows(tree, kind, value),
    }
    known.set(tree, values)
  }
  return values
}

export function knownLeagueValues(): KnownValues | undefined {
  const tree = peekLeagueSnapshot()?.tree
  return tree ? knownValues(tree) : undefined
}

const MAX_DECISIONS = 4096
const MAX_DECISION_CHARS = 1024 * 1024
const decisions = new WeakMap<KnownValues, LRUCache<string, { decision?: PageCacheDecision }>>()

/** Each address (with its cookie) decided once per state of the league, not at every request. */
export function pageCacheDecisionNow(
  target: string,
  cookie: string | undefined,
): PageCacheDecision | undefined {
  const known = knownLeagueValues()
  if (!known) return pageCacheDecision(target, cookie, known)
  let kept = decisions.get(known)
  if (!kept) {
    kept = new LRUCache({
      max: MAX_DECISIONS,
      maxSize: MAX_DECISION_CHARS,
      sizeCalculation: (_, key) => key.length,
    })
    decisions.set(known, kept)
  }
  const asked = cookie === undefined ? target : `${target}\n${cookie}`
  let entry = kept.get(asked)
  if (!entry) kept.set(asked, (entry = { decision: pageCacheDecision(target, cookie, known) }))
  return entry.decision
}
