/**
 * Which requests the page cache answers, and under which key (ADR 0009). Pure: no I/O.
 *
 * A page is the same for every visitor who asks for the same path, the same query parameters
 * that page reads, and the same language. Parameters a page does not read (tracking tags, typos)
 * do not make a new entry. The language comes from `?lang=`; a URL without it is French, except
 * that a visitor whose `lang` cookie says English is redirected to the `?lang=en` form (that
 * answer depends on a cookie, so it is private and never cached).
 */
import { DEFAULT_LANG, LANG_COOKIE, isLang, type Lang } from '~/i18n/language.ts'
import { readCookie } from './cookies.ts'
import { DIVISION_COOKIE, isDivisionIdLike } from './remembered-division.ts'

/** The query parameters each cached page reads, by the first segment of its path. */
const PAGE_PARAMS: Record<
  string,
  {
    params: readonly string[]
    hasId: boolean
    /** Path segments after the first (default 1). */ idSegments?: number
    /**
     * Without `division` (or `team`, or `season`: a past season opens on its first division) in
     * the URL, shows the division remembered in a cookie.
     */
    remembersDivision?: true
  }
> = {
  // The home page's division choice, and `news`, an old link to an article (redirected to its page).
  '': { params: ['division', 'news'], hasId: false },
  standings: { params: ['division', 'season'], hasId: false, remembersDivision: true },
  preseason: { params: [], hasId: false },
  playoffs: { params: ['division', 'season'], hasId: false },
  seasons: { params: [], hasId: false },
  rules: { params: [], hasId: false },
  sponsors: { params: [], hasId: false },
  search: { params: ['q'], hasId: false },
  news: { params: [], hasId: true },
  'privacy-policy': { params: [], hasId: false },
  'terms-of-use': { params: [], hasId: false },
  cookies: { params: [], hasId: false },
  team: { params: ['division', 'season'], hasId: true },
  match: { params: ['division', 'season'], hasId: true },
  // The schedule page's filters; calendar feeds `/calendar/{team|division|match}/{id}.ics`.
  schedule: { params: ['division', 'team', 'season'], hasId: false, remembersDivision: true },
  calendar: { params: ['season'], hasId: true, idSegments: 2 },
  player: {
    params: [
      'league',
      'season',
      'division',
      'teamId',
      'teamKey',
      'teamName',
      'playerKey',
      'playerName',
    ],
    hasId: true,
  },
}

/**
 * The query parameters a page reads, in their fixed order (canonical links and alternates keep
 * exactly these); undefined for paths that are not cached pages.
 */
export function pageParams(pathname: string): readonly string[] | undefined {
  // ['', ''] for '/', ['', 'team', 'ID'] for '/team/ID'
  const segments = pathname.split('/')
  const route = PAGE_PARAMS[segments[1] ?? '']
  if (!route) return undefined
  const idSegments = route.hasId ? (route.idSegments ?? 1) : 0
  if (segments.length !== 2 + idSegments || segments.slice(2).some((segment) => segment === ''))
    return undefined
  return route.params
}

/** Longest path or parameter value worth caching; longer URLs are rendered every time. */
const MAX_URL_LENGTH = 1024

/** Parameters that name something of the league's by id: anything else in them names nothing. */
const ID_PARAMS = new Set(['division', 'season', 'team', 'teamId', 'news'])
const ID_LIKE = /^[\p{L}\p{N}_.~ -]{1,64}$/u
/** A search longer than this is searched for its beginning (the page shows what it searched). */
const MAX_QUERY_LENGTH = 100

/** What a page address can name besides a season. */
export type KnownKind = 'team' | 'game' | 'news' | 'division'

/**
 * What the league knows, so a value it does not know normalises before a key is made: a flood of
 * made-up seasons, teams, games or news items then costs one page, not one page each.
 */
export type KnownValues = {
  seasons: ReadonlySet<string>
  /** Whether a page would find something by this value (its own loose matching included). */
  knows?: (kind: KnownKind, value: string) => boolean
}

/**
 * What a season, team, game or news item the league does not know becomes: one value for all of
 * them, never a real id, so the page still answers its "not found" or "unknown team" state.
 */
export const UNKNOWN_ID = '~unknown'

/**
 * Query parameters and path ids that name something the league can be asked about: every one a
 * page acts on, so that a flood of made-up values (`division=x1`, `x2`, …) makes one key, not a
 * render each.
 */
const KNOWN_KIND_OF: Record<string, KnownKind> = {
  team: 'team',
  teamId: 'team',
  teamKey: 'team',
  teamName: 'team',
  division: 'division',
  news: 'news',
  match: 'game',
}

/** A parameter's value as the page's key holds it; undefined when the page would not act on it. */
function keptValue(name: string, raw: string, known: KnownValues | undefined): string | undefined {
  const value = raw.trim().replace(/\s+/g, ' ')
  if (!value) return undefined
  if (name === 'q') return value.slice(0, MAX_QUERY_LENGTH).trim()
  if (name === 'season' && (!ID_LIKE.test(value) || (known && !known.seasons.has(value))))
    return UNKNOWN_ID
  if (ID_PARAMS.has(name) && !ID_LIKE.test(value)) return undefined
  const kind = KNOWN_KIND_OF[name]
  if (kind && known?.knows && !known.knows(kind, value)) return UNKNOWN_ID
  return value
}

/** The path with an id the league does not know (`/team/nobody`) as the one unknown id. */
function keptPath(pathname: string, known: KnownValues | undefined): string {
  const [, first, id] = pathname.split('/')
  const kind = KNOWN_KIND_OF[first ?? '']
  if (!kind || id === undefined || !known?.knows) return pathname
  let value: string
  try {
    value = decodeURIComponent(id).trim()
  } catch {
    return pathname
  }
  return known.knows(kind, value) ? pathname : `/${first}/${UNKNOWN_ID}`
}

export type PageCacheDecision =
  | {
      type: 'page'
      /** The page's identity: normalised path and query, without data version or date. */
      page: string
      lang: Lang
      /** True when the URL has no `?lang=`: the answer then depends on the cookie (Vary: Cookie). */
      dependsOnCookie: boolean
    }
  | { type: 'redirect'; location: string }

/** The `lang` cookie's value, if it is a language. */
export function languageFromCookie(header: string | undefined): Lang | undefined {
  const value = readCookie(header, LANG_COOKIE)
  return isLang(value) ? value : undefined
}

/** The remembered division of the standings and schedule pages, if it looks like an id. */
export function divisionFromCookie(header: string | undefined): string | undefined {
  const value = readCookie(header, DIVISION_COOKIE)
  return isDivisionIdLike(value) ? value : undefined
}

function remembersDivision(pathname: string): boolean {
  return PAGE_PARAMS[pathname.split('/')[1] ?? '']?.remembersDivision === true
}

/**
 * How the page cache treats a GET or HEAD request for `target` (path and query as sent):
 * a page with its identity, a redirect to the visitor's remembered language, or undefined
 * when the request is not a cacheable page (assets, API, registration, data requests, unknown
 * paths: those go to the application unchanged).
 */
export function pageCacheDecision(
  target: string,
  cookie: string | undefined,
  known?: KnownValues,
): PageCacheDecision | undefined {
  if (target.length > MAX_URL_LENGTH || !target.startsWith('/') || target.startsWith('//'))
    return undefined
  const queryStart = target.indexOf('?')
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart)
  const params = pageParams(pathname)
  if (!params || pathname.endsWith('.data')) return undefined

  const search = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1))
  const page = keptPath(pathname, known)
  const kept: string[] = []
  for (const name of params) {
    const value = keptValue(name, search.get(name) ?? '', known)
    if (value) kept.push(`${name}=${encodeURIComponent(value)}`)
  }
  const asked = search.get('lang')
  // The standings and schedule pages open on the visitor's remembered division:
  // their URL without a division then depends on the cookie too.
  const divisionChoice =
    remembersDivision(pathname) &&
    !search.get('division')?.trim() &&
    !search.get('team')?.trim() &&
    !search.get('season')?.trim()
  const remembered = divisionChoice ? divisionFromCookie(cookie) : undefined
  const cookieLang = isLang(asked) ? undefined : languageFromCookie(cookie)
  if (remembered !== undefined || cookieLang === 'en') {
    if (remembered !== undefined) search.set('division', remembered)
    if (cookieLang === 'en') search.set('lang', 'en')
    return { type: 'redirect', location: `${pathname}?${search.toString()}` }
  }
  if (isLang(asked)) {
    return {
      type: 'page',
      page: joinQuery(page, [...kept, `lang=${asked}`]),
      lang: asked,
      dependsOnCookie: divisionChoice,
    }
  }
  return {
    type: 'page',
    page: joinQuery(page, kept),
    lang: DEFAULT_LANG,
    dependsOnCookie: true,
  }
}

function joinQuery(pathname: string, params: string[]): string {
  return params.length === 0 ? pathname : `${pathname}?${params.join('&')}`
}
