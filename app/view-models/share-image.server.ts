// Share images are drawn on demand and kept by what they show: never twice for the same picture.
import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { DEFAULT_LANG, isLang, type Lang } from '~/i18n/language.ts'
import { log } from '~/logger.server.ts'
import { BUSY_HEADERS, BUSY_TEXT } from '~/utils/busy-answer.ts'
import { etagMatches } from '~/utils/etag.ts'
import { sharedCacheControl } from '~/utils/cached-page.server.ts'
import { knownLeagueValues } from '~/utils/known-values.server.ts'
import { drawSharePng } from '~/utils/share-png-pool.server.ts'
import { PoolFullError } from '~/utils/worker-pool.server.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import { locateMatch } from './match-page.server.ts'
import { playoffsCard } from './playoffs-share-card.ts'
import {
  DEFAULT_SHARE_IMAGE,
  type ShareCard,
  defaultCard,
  matchCard,
  standingsCard,
  teamCard,
} from './share-image.ts'

type Entry = { png: Buffer; etag: string }

const BUSY = 'busy'

// ~40–70 kB an image: the demo's pages name about 1 050, so 96 MB keeps every one.
const images = new LRUCache<string, Entry>({
  max: 4096,
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (entry) => entry.png.buffer.byteLength + 256,
})
const drawing = new Map<string, Promise<Entry | typeof BUSY | undefined>>()

const param = (search: URLSearchParams, name: string) => search.get(name)?.trim() ?? ''

async function cardFor(
  kind: string,
  id: string,
  search: URLSearchParams,
  lang: Lang,
): Promise<ShareCard | undefined> {
  if (kind === 'league') return id ? undefined : defaultCard()
  const season = param(search, 'season')
  const division = param(search, 'division')
  if (kind === 'team') {
    if (!id || !season || !division) return undefined
    // A season the data does not know draws nothing and is kept nowhere (docs/product.md#limits).
    if (!knownLeagueValues()?.seasons.has(season)) return undefined
    const context = await currentLeague({ seasonId: season })
    if (!context) return undefined
    return teamCard(context.league, id, division, lang)
  }
  if (kind === 'playoffs' && !id) {
    if (season && !knownLeagueValues()?.seasons.has(season)) return undefined
    const context = await currentLeague(season ? { seasonId: season } : undefined)
    return context ? playoffsCard(context.league, division, lang) : undefined
  }
  const context = await currentLeague()
  if (!context) return undefined
  if (kind === 'match') {
    if (!id) return undefined
    const found = await locateMatch(context.league, id, search)
    return found ? matchCard(found.league, found.sheet.match, lang) : undefined
  }
  if (kind === 'standings' && !id) return standingsCard(context.league, division, lang)
  return undefined
}

function busy(): Response {
  return new Response(BUSY_TEXT, { status: 503, headers: BUSY_HEADERS })
}

function toDefault(): Response {
  return new Response(null, {
    status: 302,
    headers: { Location: DEFAULT_SHARE_IMAGE, 'Cache-Control': 'public, max-age=60' },
  })
}

export async function shareImageResponse(
  request: Request,
  kind: string | undefined,
  id: string | undefined,
): Promise<Response> {
  const url = new URL(request.url)
  // The image's language is in its address only: no cookie makes another image.
  const asked = url.searchParams.get('lang')
  const lang = isLang(asked) ? asked : DEFAULT_LANG
  const card = await cardFor(kind ?? '', id?.trim() ?? '', url.searchParams, lang)
  if (!card) return toDefault()
  // Keyed by what the image shows: any address that resolves to the same card is drawn once.
  const key = createHash('sha256').update(JSON.stringify(card)).digest('base64url')
  let entry = images.get(key)
  if (!entry) {
    let pending = drawing.get(key)
    if (!pending) {
      pending = draw(card).finally(() => drawing.delete(key))
      drawing.set(key, pending)
    }
    const drawn = await pending
    if (drawn === BUSY) return busy()
    if (!drawn) return card.kind === 'default' ? new Response(null, { status: 503 }) : toDefault()
    entry = drawn
    images.set(key, entry)
  }
  const headers = {
    'Content-Type': 'image/png',
    'Cache-Control': sharedCacheControl(),
    ETag: entry.etag,
  }
  if (etagMatches(request.headers.get('If-None-Match'), entry.etag))
    return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(entry.png), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(entry.png.length) },
  })
}

async function draw(card: ShareCard): Promise<Entry | typeof BUSY | undefined> {
  try {
    const png = await drawSharePng(card)
    const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`
    return { png, etag }
  } catch (error) {
    if (error instanceof PoolFullError) return BUSY
    log('error', 'share image failed', { error })
    return undefined
  }
}
