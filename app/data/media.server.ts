// Image values are a full URL or a storage path: a file under DATA_DIR/media (embedded) or Cloud
// Storage (Firebase).
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
import { STORAGE_ORIGIN, storageOrigin } from './storage-rest.server.ts'
import { jsonLogger, type Logger } from './log.server.ts'

export type MediaKind = 'team' | 'player' | 'sponsor' | 'news' | 'preseason'

/** docs/data-contract.md#teams */
export const TEAM_PHOTO_FOLDERS: readonly string[] = ['TeamsImages', 'TeamPhotos', 'Teams']

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/** Undefined for '..' segments or control characters. */
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

export function mediaCandidates(value: string, kind: MediaKind): string[] {
  const clean = normaliseMediaPath(value)
  if (!clean) return []
  if (kind === 'team' && !clean.includes('/'))
    return TEAM_PHOTO_FOLDERS.map((folder) => `${folder}/${clean}`)
  return [clean]
}

/**
 * The console's uploads are named by their content's SHA-256, so a name never stands for two
 * pictures: served with a year of caching, fetched from the bucket once per instance.
 */
const CONTENT_NAMED = /^[a-z]+\/[0-9a-f]{64}\.webp$/

export function isContentNamed(storagePath: string): boolean {
  return CONTENT_NAMED.test(storagePath)
}

export function embeddedMediaUrl(storagePath: string): string {
  return `/media/${storagePath.split('/').map(encodeURIComponent).join('/')}`
}

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

  invalidate(): void {
    this.index = undefined
  }

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
    // Through the site: every instance serves it from its copy (media-copies.server.ts).
    if (isContentNamed(candidates[0]!)) return embeddedMediaUrl(candidates[0]!)
    const origin = options.storageOrigin ?? STORAGE_ORIGIN
    if (kind !== 'team') return storageDownloadUrl(options.bucket, candidates[0], origin)
    for (const candidate of candidates) {
      if (await this.exists(options.bucket, candidate, origin, options.lookupTimeoutMs ?? 3000)) {
        return storageDownloadUrl(options.bucket, candidate, origin)
      }
    }
    return undefined
  }

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

const RESOLVER = 'media-resolver'

function defaultResolver(): MediaResolver {
  return processSingleton(RESOLVER, () => {
    const env = getEnv()
    return env.LEAGUE_SOURCE === 'firebase'
      ? new MediaResolver({
          kind: 'firebase',
          bucket: env.FIREBASE_STORAGE_BUCKET,
          storageOrigin: storageOrigin(env.FIREBASE_STORAGE_EMULATOR_HOST),
        })
      : new MediaResolver({ kind: 'embedded', mediaDir: mediaDirectory() })
  })
}

export function mediaDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, 'media')
}

export function resolveMediaUrl(value: unknown, kind: MediaKind): Promise<string | undefined> {
  return defaultResolver().resolve(value, kind)
}

export function invalidateMediaCache(): void {
  existingProcessSingleton<MediaResolver>(RESOLVER)?.invalidate()
}

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

// Compressed once per file version, in a small LRU; concurrent first requests share one
// compression.

/** PNG, JPEG, WebP, AVIF, GIF and PDF are compressed already. */
const COMPRESSIBLE_MEDIA = new Set(['.svg', '.bmp'])
const COMPRESS_MIN_BYTES = 1024
/** Larger files are not held in memory. */
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

function compressMedia(file: string, stats: Stats, coding: MediaCoding): Promise<Buffer> {
  const key = compressedKey(file, stats, coding)
  let pending = compressing.get(key)
  if (!pending) {
    pending = (async () => {
      const data = await readFile(file)
      const mode = file.toLowerCase().endsWith('.svg') ? 'text' : 'generic'
      const body = coding === 'br' ? await compressBrotli(data, mode) : await compressGzip(data)
      // Kept only if the file did not change meanwhile.
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

export function clearCompressedMedia(): void {
  compressedMedia.clear()
}

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
    'Cache-Control': isContentNamed(
      path.relative(path.resolve(root), file).split(path.sep).join('/'),
    )
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400',
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    // Set on every response by server/app.ts: set here too, it went out twice.
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
  // Its length is not known yet, so no Content-Length.
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
