// Which requests the page cache answers, and its key: docs/decisions/0009-page-cache-in-front.md.
import { DEFAULT_LANG, LANG_COOKIE, isLang, type Lang } from '~/i18n/language.ts'
import { readCookie } from './cookies.ts'
import { DIVISION_COOKIE, isDivisionIdLike } from './remembered-division.ts'

const PAGE_PARAMS: Record<
  string,
  {
    params: readonly string[]
    hasId: boolean
    /** Path segments after the first (default 1). */ idSegments?: number
    /** The path without its id is a page too (`/news`, the archive). */ bare?: true
    remembersDivision?: true
  }
> = {
  '': { params: ['division', 'news'], hasId: false, remembersDivision: true },
  standings: { params: ['division', 'season'], hasId: false, remembersDivision: true },
  preseason: { params: [], hasId: false },
  playoffs: { params: ['division', 'season'], hasId: false },
  seasons: { params: [], hasId: false },
  leaders: { params: ['division', 'season'], hasId: false },
  tonight: { params: [], hasId: false },
  rules: { params: [], hasId: false },
  sponsors: { params: [], hasId: false },
  search: { params: ['q'], hasId: false },
  news: { params: [], hasId: true, bare: true },
  'privacy-policy': { params: [], hasId: false },
  'terms-of-use': { params: [], hasId: false },
  cookies: { params: [], hasId: false },
  team: { params: ['division', 'season'], hasId: true },
  // A followed team's summary for the home (docs/product.md#follow-a-team), always the active season.
  follow: { params: ['division'], hasId: true },
  match: { params: ['division', 'season'], hasId: true },
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

export function pageParams(pathname: string): readonly string[] | undefined {
  const segments = pathname.split('/')
  const route = PAGE_PARAMS[segments[1] ?? '']
  if (!route) return undefined
  const idSegments = route.hasId ? (route.idSegments ?? 1) : 0
  if (route.bare && segments.length === 2) return route.params
  if (segments.length !== 2 + idSegments || segments.slice(2).some((segment) => segment === ''))
    return undefined
  return route.params
}

const MAX_URL_LENGTH = 1024

const ID_PARAMS = new Set(['division', 'season', 'team', 'teamId', 'news'])
const ID_LIKE = /^[\p{L}\p{N}_.~ -]{1,64}$/u
const MAX_QUERY_LENGTH = 100

export type KnownKind = 'team' | 'game' | 'news' | 'division' | 'player'

/** A flood of made-up ids normalises to one value, so it costs one page, not one each. */
export type KnownValues = {
  seasons: ReadonlySet<string>
  knows?: (kind: KnownKind, value: string) => boolean
}

export const UNKNOWN_ID = '~unknown'

const KNOWN_KIND_OF: Record<string, KnownKind> = {
  team: 'team',
  teamId: 'team',
  teamKey: 'team',
  teamName: 'team',
  follow: 'team',
  division: 'division',
  news: 'news',
  match: 'game',
  player: 'player',
  playerKey: 'player',
  playerName: 'player',
}

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
  // A blank id is the page's own "missing identifier" answer (400), not an unknown one.
  if (value === '') return pathname
  return known.knows(kind, value) ? pathname : `/${first}/${UNKNOWN_ID}`
}

export type PageCacheDecision =
  | {
      type: 'page'
      page: string
      lang: Lang
      dependsOnCookie: boolean
    }
  | { type: 'redirect'; location: string }

export function languageFromCookie(header: string | undefined): Lang | undefined {
  const value = readCookie(header, LANG_COOKIE)
  return isLang(value) ? value : undefined
}

export function divisionFromCookie(header: string | undefined): string | undefined {
  const value = readCookie(header, DIVISION_COOKIE)
  return isDivisionIdLike(value) ? value : undefined
}

function remembersDivision(pathname: string): boolean {
  return PAGE_PARAMS[pathname.split('/')[1] ?? '']?.remembersDivision === true
}

export function pageCacheDecision(
  target: string,
  cookie: string | undefined,
  known?: KnownValues,
): PageCacheDecision | undefined {
  if (target.length > MAX_URL_LENGTH || !target.startsWith('/') || target.startsWith('//'))
    return undefined
  const queryStart = target.indexOf('?')
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart)
  if (pathname.endsWith('.data')) return dataDecision(target, cookie, known)
  const params = pageParams(pathname)
  if (!params) return undefined

  const search = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1))
  const page = keptPath(pathname, known)
  const kept: string[] = []
  for (const name of params) {
    const value = keptValue(name, search.get(name) ?? '', known)
    if (value) kept.push(`${name}=${encodeURIComponent(value)}`)
  }
  const asked = search.get('lang')
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

/** React Router's route ids, as a revalidation names the loaders it asks for. */
const ROUTE_IDS = /^[\w$./,-]{1,300}$/

/**
 * A page's data as an open page revalidates it after a live change (`/standings.data?lang=en`,
 * `/_.data` for the home page): cached like its page, so a goal costs one render per page
 * variant however many readers follow it. A revalidation is never redirected (it would break the
 * fetch): a cookie that would choose the language or the division leaves it uncached.
 */
function dataDecision(
  target: string,
  cookie: string | undefined,
  known: KnownValues | undefined,
): PageCacheDecision | undefined {
  const queryStart = target.indexOf('?')
  const dataPath = queryStart === -1 ? target : target.slice(0, queryStart)
  const pagePath = dataPath === '/_.data' ? '/' : dataPath.slice(0, -'.data'.length)
  if (pagePath.endsWith('/_') || pagePath.endsWith('.data')) return undefined
  const search = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1))
  const routes = search.get('_routes')
  if (routes !== null && !ROUTE_IDS.test(routes)) return undefined
  search.delete('_routes')
  const rest = search.toString()
  const page = pageCacheDecision(rest ? `${pagePath}?${rest}` : pagePath, cookie, known)
  if (page?.type !== 'page' || page.dependsOnCookie) {
    const cookieChooses =
      languageFromCookie(cookie) !== undefined || divisionFromCookie(cookie) !== undefined
    if (page?.type !== 'page' || cookieChooses) return undefined
  }
  const pageQuery = page.page.indexOf('?')
  const keptPage = pageQuery === -1 ? page.page : page.page.slice(0, pageQuery)
  const kept = pageQuery === -1 ? [] : page.page.slice(pageQuery + 1).split('&')
  const data = keptPage === '/' ? '/_.data' : `${keptPage}.data`
  return {
    ...page,
    page: joinQuery(data, routes === null ? kept : [...kept, `_routes=${routes}`]),
    dependsOnCookie: false,
  }
}

function joinQuery(pathname: string, params: string[]): string {
  return params.length === 0 ? pathname : `${pathname}?${params.join('&')}`
}
