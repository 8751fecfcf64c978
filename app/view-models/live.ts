// Live updates: docs/product.md#live-updates and ADR 0006.
// Relative imports: bench:live runs this module under plain Node.
import { type LeagueBranch, branchOfKey } from '../league/branches.ts'
import type { GamePatch } from '../league/index.ts'

export type LiveTopic = LeagueBranch

export const HOME_LIVE_TOPICS: readonly LiveTopic[] = ['sponsors', 'matches', 'league']
export const SPONSORS_LIVE_TOPICS: readonly LiveTopic[] = ['sponsors']
/** A score, a status, a renamed team or player changes them. */
export const PAGE_LIVE_TOPICS: readonly LiveTopic[] = ['matches', 'league']

export type LiveHandle = { live: readonly LiveTopic[] }

export function liveTopicsOf(handles: readonly unknown[]): readonly LiveTopic[] {
  for (let index = handles.length - 1; index >= 0; index--) {
    const live = (handles[index] as Partial<LiveHandle> | null | undefined)?.live
    if (Array.isArray(live)) return live
  }
  return []
}

export const PLAYOFFS_LIVE_TOPICS: readonly LiveTopic[] = ['matches', 'league']

export function topicOfKey(key: string): LiveTopic | undefined {
  return branchOfKey(key)
}

export function touchedTopics(keys: readonly unknown[], wanted: readonly LiveTopic[]): LiveTopic[] {
  const touched = new Set<LiveTopic>()
  for (const key of keys) {
    if (typeof key !== 'string') continue
    const topic = topicOfKey(key)
    if (topic !== undefined && wanted.includes(topic)) touched.add(topic)
  }
  return wanted.filter((topic) => touched.has(topic))
}

/**
 * Added after the page's ETag is computed, so a change elsewhere does not make every browser
 * download unchanged pages.
 */
export const DATA_VERSION_META = 'data-version'

export const DATA_VERSION_HEADER = 'X-Data-Version'

export function withDataVersion(html: string, version: number | null): string {
  if (version === null) return html
  const at = html.indexOf('</head>')
  if (at < 0) return html
  return `${html.slice(0, at)}<meta name="${DATA_VERSION_META}" content="${version}">${html.slice(at)}`
}

export function documentDataVersion(): number | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document
    .querySelector(`meta[name="${DATA_VERSION_META}"]`)
    ?.getAttribute('content')
  const version = content ? Number(content) : NaN
  return Number.isInteger(version) ? version : undefined
}

/** Pages refetch within this window per open stream: 2 000 at once would starve the server. */
export const SPREAD_PER_STREAM_MS = 5
export const MAX_SPREAD_MS = 10_000

export function spreadFor(streams: number): number {
  return Math.min(MAX_SPREAD_MS, streams * SPREAD_PER_STREAM_MS)
}

/**
 * `games`: what the change did to this season's games (absent: none, or too many to tell);
 * `spread`: the window (ms) within which each page refetches, at a random moment.
 */
export type ChangeNotice = { version: number; keys: string[]; games?: GamePatch[]; spread?: number }
export type ReadyNotice = { version: number | null }

/** JSON on a single line, so no line of it can end the event early. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** Ignored by EventSource, it keeps proxies from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`
}

export function parseChangeNotice(data: unknown): ChangeNotice | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = JSON.parse(data) as Partial<ChangeNotice> | null
    if (!parsed || typeof parsed.version !== 'number' || !Array.isArray(parsed.keys))
      return undefined
    const notice: ChangeNotice = {
      version: parsed.version,
      keys: parsed.keys.filter((key): key is string => typeof key === 'string'),
    }
    if (Array.isArray(parsed.games)) notice.games = parsed.games.filter(isGamePatch)
    if (typeof parsed.spread === 'number' && parsed.spread >= 0)
      notice.spread = Math.min(parsed.spread, MAX_SPREAD_MS)
    return notice
  } catch {
    return undefined
  }
}

const PATCH_STATUSES = new Set(['upcoming', 'live', 'finished', 'postponed', 'cancelled'])
const isCount = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)

function isGamePatch(value: unknown): value is GamePatch {
  const patch = value as Partial<GamePatch> | null
  return (
    typeof patch === 'object' &&
    patch !== null &&
    typeof patch.id === 'string' &&
    PATCH_STATUSES.has(patch.status as string) &&
    isCount(patch.homeScore) &&
    isCount(patch.awayScore) &&
    isCount(patch.minute)
  )
}

export function parseReadyNotice(data: unknown): ReadyNotice | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = JSON.parse(data) as Partial<ReadyNotice> | null
    if (!parsed || !('version' in parsed)) return undefined
    return { version: typeof parsed.version === 'number' ? parsed.version : null }
  } catch {
    return undefined
  }
}

/** Any difference counts: a restarted server counts from 1 again. */
export function isStale(pageVersion: number | undefined, serverVersion: number | null): boolean {
  return (
    typeof pageVersion === 'number' &&
    typeof serverVersion === 'number' &&
    serverVersion > 0 &&
    serverVersion !== pageVersion
  )
}
