/**
 * Images referenced by the league data: team photos, player photos, sponsor logos, news images,
 * preseason banners.
 *
 * A value that is a full URL (http/https) is used as is. Otherwise it is a storage path:
 * - embedded source: a file under `DATA_DIR/media`, served by the `/media/*` resource route
 *   (`serveMedia`) and linked as `/media/{path}`. Existence is checked against the files (an index
 *   of the folder, rebuilt when the league data changes or after a minute), so a missing file gives
 *   `undefined` and the page shows its placeholder instead of a broken image;
 * - firebase source: the Cloud Storage download URL
 *   `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{encoded path}?alt=media`. Only team
 *   photos are looked up (docs/data-contract.md#teams: the first of TeamsImages/, TeamPhotos/,
 *   Teams/ that exists) by asking Storage for the object's metadata; answers are cached (found: 1
 *   h, missing: 10 min). Other kinds are linked without a lookup.
 */
import {
  createReadStream,
  readdirSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { LRUCache } from 'lru-cache'

import { getEnv } from '../env.server.ts'
import { chooseCoding } from '../utils/accept-encoding.ts'
import { etagMatches } from '../utils/etag.ts'
import { compressBrotli, compressGzip } from '../utils/compress.server.ts'
import { existingProcessSingleton, processSingleton } from '../utils/process-singleton.ts'
import { jsonLogger, type Logger } from './log.server.ts'

export type MediaKind = 'team' | 'player' | 'sponsor' | 'news' | 'preseason'

/**
 * Folders searched, in order, for a team photo given as a bare file name
 * (docs/data-contract.md#teams).
 */
export const TEAM_PHOTO_FOLDERS: readonly string[] = ['TeamsImages', 'TeamPhotos', 'Teams']

const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com'

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/**
 * A clean relative storage path ('TeamsImages/lions.svg'), or undefined when the value cannot be
 * one (empty, '..' segments, control characters). `gs://bucket/` prefixes are dropped.
 */
export function normaliseMediaPath(value: string): string | undefined {
  let text = value.trim().replace(/\\/g, '/')
  const gs = /^gs:\/\/[^/]+\/(.*)$/i.exec(text)
  if (gs) text = gs[1]
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\u0000-\u001f]/.test(text)) return undefined
  const segments = text.split('/').filter((s) => s !== '' && s !== '.')
  if (segments.length === 0 || segments.some((s) => s === '..')) return undefined
  return segments.join('/')
}

/** Storage paths to try for a value, in order. */
export function mediaCandidates(value: string, kind: MediaKind): string[] {
  const clean = normaliseMediaPath(value)
  if (!clean) return []
  if (kind === 'team' && !clean.includes('/'))
    return TEAM_PHOTO_FOLDERS.map((folder) => `${folder}/${clean}`)
  return [clean]
}

/** The site URL of an embedded media file. */
export function embeddedMediaUrl(storagePath: string): string {
  return `/media/${storagePath.split('/').map(encodeURIComponent).join('/')}`
}

/** The Cloud Storage download URL of an object. */
export function storageDownloadUrl(
  bucket: string,
  storagePath: string,
  origin = STORAGE_ORIGIN,
): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(storagePath)}?alt=media`
}

export type MediaResolverOptions =
  | { kind: 'embedded'; mediaDir: string; maxIndexAgeMs?: number; logger?: Logger }
  | {
      kind: 'firebase'
      bucket: string | undefined
      /** Storage origin (tests point it at a local server). */
      storageOrigin?: string
      lookupTimeoutMs?: number
      logger?: Logger
    }

type CacheEntry = { exists: boolean; expires: number }

export class MediaResolver {
  private readonly options: MediaResolverOptions
  private readonly logger: Logger
  private index: { files: Set<string>; builtAt: number } | undefined
  private readonly lookups = new Map<string, CacheEntry>()
  private readonly inFlight = new Map<string, Promise<boolean | undefined>>()
  private warnedNoBucket = false

  constructor(options: MediaResolverOptions) {
    this.options = options
    this.logger = options.logger ?? jsonLogger
  }

  /** Forgets cached existence answers (called when the league data changes). */
  invalidate(): void {
    this.index = undefined
  }

  /** The URL to show for an image value, or undefined when there is none (show a placeholder). */
  async resolve(value: unknown, kind: MediaKind): Promise<string | undefined> {
    if (typeof value !== 'string') return undefined
    const text = value.trim()
    if (text === '') return undefined
    if (isAbsoluteUrl(text)) return text
    const candidates = mediaCandidates(text, kind)
    if (candidates.length === 0) return undefined
    const options = this.options
    if (options.kind === 'embedded') {
      const files = this.files(options.mediaDir, options.maxIndexAgeMs ?? 60_000)
      const hit = candidates.find((candidate) => files.has(candidate))
      return hit === undefined ? undefined : embeddedMediaUrl(hit)
    }
    if (!options.bucket) {
      if (!this.warnedNoBucket) {
        this.warnedNoBucket = true
        this.logger('warn', 'FIREBASE_STORAGE_BUCKET is not set: storage images cannot be linked')
      }
      return undefined
    }
    const origin = options.storageOrigin ?? STORAGE_ORIGIN
    if (kind !== 'team') return storageDownloadUrl(options.bucket, candidates[0], origin)
    for (const candidate of candidates) {
      if (await this.exists(options.bucket, candidate, origin, options.lookupTimeoutMs ?? 3000)) {
        return storageDownloadUrl(options.bucket, candidate, origin)
      }
    }
    return undefined
  }

  /** Relative paths of every file under the media folder (rebuilt when stale). */
  private files(mediaDir: string, maxAgeMs: number): Set<string> {
    const now = Date.now()
    if (this.index && now - this.index.builtAt < maxAgeMs) return this.index.files
    const files = new Set<string>()
    const walk = (dir: string, prefix: string) => {
      let entries: Dirent[]
      try {
        entries = readdirSync(dir, { withFileTypes: true })
      } catch {
        return
      }
      for (const entry of entries) {
        const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`
        if (entry.isDirectory()) walk(path.join(dir, entry.name), relative)
        else if (entry.isFile()) files.add(relative)
      }
    }
    walk(mediaDir, '')
    this.index = { files, builtAt: now }
    return files
  }

  private async exists(
    bucket: string,
    storagePath: string,
    origin: string,
    timeoutMs: number,
  ): Promise<boolean> {
    const key = `${bucket}/${storagePath}`
    const cached = this.lookups.get(key)
    if (cached && cached.expires > Date.now()) return cached.exists
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = (async () => {
        try {
          const url = `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(storagePath)}`
          const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
          await response.body?.cancel()
          if (response.ok) return true
          if (response.status === 404 || response.status === 403) return false
          return undefined
        } catch (error) {
          this.logger('warn', 'storage lookup failed', { path: storagePath, error })
          return undefined
        } finally {
          this.inFlight.delete(key)
        }
      })()
      this.inFlight.set(key, pending)
    }
    const found = await pending
    if (found !== undefined) {
      this.lookups.set(key, { exists: found, expires: Date.now() + (found ? 3_600_000 : 600_000) })
    }
    return found === true
  }
}

// ---------------------------------------------------------------------------------------------
// The process-wide resolver, configured from the environment

const RESOLVER = 'media-resolver'

function defaultResolver(): MediaResolver {
  return processSingleton(RESOLVER, () => {
    const env = getEnv()
    return env.LEAGUE_SOURCE === 'firebase'
      ? new MediaResolver({ kind: 'firebase', bucket: env.FIREBASE_STORAGE_BUCKET })
      : new MediaResolver({ kind: 'embedded', mediaDir: mediaDirectory() })
  })
}

/** `DATA_DIR/media`, absolute. */
export function mediaDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, 'media')
}

/**
 * The URL of an image value from the league data, or undefined when there is none (the page shows
 * its placeholder). `kind` selects the lookup rules (team photos search three folders).
 */
export function resolveMediaUrl(value: unknown, kind: MediaKind): Promise<string | undefined> {
  return defaultResolver().resolve(value, kind)
}

/** Drops cached existence answers; the data layer calls it on every new snapshot. */
export function invalidateMediaCache(): void {
  existingProcessSingleton<MediaResolver>(RESOLVER)?.invalidate()
}

// ---------------------------------------------------------------------------------------------
// Serving DATA_DIR/media

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.pdf': 'application/pdf',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}

/** The file under `root` that a request path names, or undefined when it is outside or not a file. */
export function mediaFileFor(
  root: string,
  requestPath: string,
): { file: string; stats: Stats } | undefined {
  let decoded = requestPath
  try {
    // A splat may arrive encoded or decoded: decoding an already-decoded path with a stray % fails.
    if (/%[0-9a-f]{2}/i.test(decoded)) decoded = decodeURIComponent(decoded)
  } catch {
    return undefined
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.includes('\\') || /[\u0000-\u001f]/.test(decoded)) return undefined
  const segments = decoded.split('/').filter((s) => s !== '')
  if (segments.length === 0 || segments.some((s) => s === '.' || s === '..' || s.startsWith('.')))
    return undefined
  const base = path.resolve(root)
  const file = path.resolve(base, ...segments)
  if (!file.startsWith(base + path.sep)) return undefined
  try {
    const realBase = realpathSync(base)
    const realFile = realpathSync(file)
    if (!realFile.startsWith(realBase + path.sep)) return undefined
    const stats = statSync(realFile)
    return stats.isFile() ? { file: realFile, stats } : undefined
  } catch {
    return undefined
  }
}

// Compressed copies of media that compress (SVG, BMP), made once per file version (path, size,
// modification time) and kept in a small LRU; concurrent first requests share one compression.

/** Types worth compressing; PNG, JPEG, WebP, AVIF, GIF and PDF are compressed already. */
const COMPRESSIBLE_MEDIA = new Set(['.svg', '.bmp'])
/** Smaller files are sent as they are (a few hundred bytes saved at most). */
const COMPRESS_MIN_BYTES = 1024
/** Larger files are sent as they are rather than held in memory. */
const COMPRESS_MAX_BYTES = 4 * 1024 * 1024

type MediaCoding = 'br' | 'gzip'

const compressedMedia = new LRUCache<string, Buffer>({
  max: 1000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body) => body.length || 1,
})
const compressing = new Map<string, Promise<Buffer>>()

function isCompressibleMedia(file: string, stats: Stats): boolean {
  return (
    COMPRESSIBLE_MEDIA.has(path.extname(file).toLowerCase()) &&
    stats.size >= COMPRESS_MIN_BYTES &&
    stats.size <= COMPRESS_MAX_BYTES
  )
}

function compressedKey(file: string, stats: Stats, coding: MediaCoding): string {
  return `${coding}\u0000${stats.size}\u0000${stats.mtimeMs}\u0000${file}`
}

/** The compressed bytes of a file version, compressing it on first use. */
function compressMedia(file: string, stats: Stats, coding: MediaCoding): Promise<Buffer> {
  const key = compressedKey(file, stats, coding)
  let pending = compressing.get(key)
  if (!pending) {
    pending = (async () => {
      const data = await readFile(file)
      const mode = file.toLowerCase().endsWith('.svg') ? 'text' : 'generic'
      const body = coding === 'br' ? await compressBrotli(data, mode) : await compressGzip(data)
      // Kept only if the file did not change meanwhile (the key names the version stat saw).
      const after = await stat(file)
      if (after.size === stats.size && after.mtimeMs === stats.mtimeMs) {
        compressedMedia.set(key, body)
      }
      return body
    })().finally(() => compressing.delete(key))
    compressing.set(key, pending)
  }
  return pending
}

/** Forgets the compressed copies of media files (tests). */
export function clearCompressedMedia(): void {
  compressedMedia.clear()
}

/**
 * Answers a request for a file under the media folder: correct Content-Type, one day of public
 * caching, ETag and Last-Modified with 304 answers, 404 for anything missing or outside. SVG (and
 * BMP) files of 1 KB or more are sent brotli- or gzip-compressed to clients that accept it
 * (`Vary: Accept-Encoding`, an ETag per encoding), compressed once per file version.
 */
export function serveMedia(
  request: Request,
  requestPath: string,
  root: string = mediaDirectory(),
): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } })
  }
  const found = mediaFileFor(root, requestPath)
  if (!found) return notFound()
  const { file, stats } = found
  const compressible = isCompressibleMedia(file, stats)
  const coding = compressible
    ? chooseCoding(request.headers.get('Accept-Encoding'), { br: true, gzip: true })
    : 'identity'
  const suffix = coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000)
  const headers = new Headers({
    'Content-Type': contentTypeOf(file),
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    // X-Content-Type-Options comes with the server's headers on every response (server/app.ts):
    // set here too, it went out twice.
  })
  if (compressible) headers.set('Vary', 'Accept-Encoding')
  if (file.toLowerCase().endsWith('.svg')) {
    // An SVG opened directly must not run scripts in the site's origin.
    headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  }
  const ifNoneMatch = request.headers.get('If-None-Match')
  const ifModifiedSince = request.headers.get('If-Modified-Since')
  const matches = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : ifModifiedSince !== null &&
      !Number.isNaN(Date.parse(ifModifiedSince)) &&
      Date.parse(ifModifiedSince) >= lastModified.getTime()
  if (matches) return new Response(null, { status: 304, headers })

  if (coding === 'identity') {
    headers.set('Content-Length', String(stats.size))
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return new Response(body, { status: 200, headers })
  }

  headers.set('Content-Encoding', coding)
  const cached = compressedMedia.get(compressedKey(file, stats, coding))
  if (cached) {
    headers.set('Content-Length', String(cached.length))
    const body = request.method === 'HEAD' ? null : (cached as Uint8Array<ArrayBuffer>)
    return new Response(body, { status: 200, headers })
  }
  // First request for this version: compress off the event loop and send it when done (its
  // length is not known yet, so no Content-Length); the next requests get it from memory.
  const pending = compressMedia(file, stats, coding)
  if (request.method === 'HEAD') {
    pending.catch(() => {})
    return new Response(null, { status: 200, headers })
  }
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(await pending)
        controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
  })
  return new Response(body, { status: 200, headers })
}
