/**
 * Live updates (docs/product.md#live-updates, ADR 0006): which top-level keys of the league
 * subtree touch which part of a page, and the wire format of the change notices sent by
 * `/api/live` (Server-Sent Events).
 */
import { type LeagueBranch, branchOfKey } from '~/league/branches.ts'

/**
 * - sponsors: the sponsors strip and page;
 * - matches: today's matches, scores, lists, standings, rankings;
 * - league: the rest a page shows (news, seasons, divisions, teams, players).
 * One topic per branch of the league data (`branchOfKey`).
 */
export type LiveTopic = LeagueBranch

export const HOME_LIVE_TOPICS: readonly LiveTopic[] = ['sponsors', 'matches', 'league']
export const SPONSORS_LIVE_TOPICS: readonly LiveTopic[] = ['sponsors']
/**
 * Every other page showing matches or standings (standings, schedule, team, player, match,
 * seasons, search): a score or status changes them, and so does a renamed team or player.
 */
export const PAGE_LIVE_TOPICS: readonly LiveTopic[] = ['matches', 'league']

/** What a route module declares (`handle`) to follow live with the page's one subscription. */
export type LiveHandle = { live: readonly LiveTopic[] }

/** The topics the deepest route that declares some follows; none for the others. */
export function liveTopicsOf(handles: readonly unknown[]): readonly LiveTopic[] {
  for (let index = handles.length - 1; index >= 0; index--) {
    const live = (handles[index] as Partial<LiveHandle> | null | undefined)?.live
    if (Array.isArray(live)) return live
  }
  return []
}

/** The bracket: scores fill its ties, a new game or team changes its slots. */
export const PLAYOFFS_LIVE_TOPICS: readonly LiveTopic[] = ['matches', 'league']

/** The topic of one changed top-level key; undefined for data no public page shows live. */
export function topicOfKey(key: string): LiveTopic | undefined {
  return branchOfKey(key)
}

/** The topics, among `wanted`, that a change of `keys` touches. */
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
 * The data version a page's HTML was rendered from, as `<meta name="data-version">`: added after
 * the page's ETag is computed (app/entry.server.tsx), so a change elsewhere in the league does not
 * make every browser download unchanged pages again. Client navigations do not update it: at worst
 * a reconnection revalidates once more than it needed to.
 */
export const DATA_VERSION_META = 'data-version'

/** The root loader's header (never sent) telling the page's renderer the version it shows. */
export const DATA_VERSION_HEADER = 'X-Data-Version'

/** The page's `<meta name="data-version">` tag, inserted before `</head>`. */
export function withDataVersion(html: string, version: number | null): string {
  if (version === null) return html
  const at = html.indexOf('</head>')
  if (at < 0) return html
  return `${html.slice(0, at)}<meta name="${DATA_VERSION_META}" content="${version}">${html.slice(at)}`
}

/** The version in the document's meta tag (undefined on the server or when there is none). */
export function documentDataVersion(): number | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document.querySelector(`meta[name="${DATA_VERSION_META}"]`)?.getAttribute('content')
  const version = content ? Number(content) : NaN
  return Number.isInteger(version) ? version : undefined
}

export type ChangeNotice = { version: number; keys: string[] }
export type ReadyNotice = { version: number | null }

/** One SSE event; data is JSON on a single line, so no line of it can end the event early. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** An SSE comment line: ignored by EventSource, it keeps proxies from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`
}

/** Reads the data of a `change` event; undefined when it is not one (never throws). */
export function parseChangeNotice(data: unknown): ChangeNotice | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = JSON.parse(data) as Partial<ChangeNotice> | null
    if (!parsed || typeof parsed.version !== 'number' || !Array.isArray(parsed.keys))
      return undefined
    return {
      version: parsed.version,
      keys: parsed.keys.filter((key): key is string => typeof key === 'string'),
    }
  } catch {
    return undefined
  }
}

/** Reads the data of the `ready` event sent on (re)connection. */
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

/**
 * Whether a page rendered from data `pageVersion` may have missed changes, seen from the
 * version the server announces on (re)connection: then it revalidates once to catch up.
 * Any difference counts (a restarted server counts from 1 again); a page rendered while the
 * data was unavailable (version 0) catches up as soon as the server has data.
 */
export function isStale(pageVersion: number | undefined, serverVersion: number | null): boolean {
  return (
    typeof pageVersion === 'number' &&
    typeof serverVersion === 'number' &&
    serverVersion > 0 &&
    serverVersion !== pageVersion
  )
}
