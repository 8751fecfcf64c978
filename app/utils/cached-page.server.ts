// A rendered page as the page cache keeps it: brotli and gzip bodies, their ETags and headers.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { getEnv } from '~/env.server.ts'

import type { ContentCoding } from './accept-encoding.ts'
import { inlineScriptHashes } from './inline-script-hashes.ts'
import { BASELINE_CSP, contentSecurityPolicy } from './security-headers.server.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = ContentCoding

export type CachedVariant = {
  body: Buffer
  etag: string
  headers: Record<string, string>
}

export type KeptStatus = 200 | 400 | 404

export function isKeptStatus(status: number): status is KeptStatus {
  return status === 200 || status === 400 || status === 404
}

export type CachedPage = {
  key: string
  /** Kept so that a flood of unknown ids renders the "not found" page once. */
  status: KeptStatus
  variants: Record<Encoding, CachedVariant>
  hits: number
  brotliFinal: boolean
  builtAt: number // performance.now()
}

/** zlib output is a slice of a 64 kB buffer a small body would keep alive. */
function exactCopy(data: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(data.length)
  data.copy(copy)
  return copy
}

export function sharedCacheControl(): string {
  const env = getEnv()
  return `public, max-age=0, s-maxage=${env.PAGE_S_MAXAGE}, stale-while-revalidate=${env.PAGE_STALE_WHILE_REVALIDATE}`
}

/** 2–5 ms a page; a hot page is recompressed at 10 later (response-cache.server.ts). */
const FIRST_BROTLI_QUALITY = 5

const brotliOptions = (size: number, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

const plainBodies = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body) => body.buffer.byteLength,
})

export async function buildCachedPage(
  key: string,
  html: string,
  options: {
    dependsOnCookie: boolean
    contentType?: string
    /** Else shared caches may keep a 200 for a while (sharedCacheControl). */
    cacheControl?: string
    status?: KeptStatus
    etagOf?: string
  },
): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8')
  const [br, gz] = (
    await Promise.all([
      brotli(identity, brotliOptions(identity.length, FIRST_BROTLI_QUALITY)),
      gzip(identity, { level: 9 }),
    ])
  ).map(exactCopy) as [Buffer, Buffer]
  const digest = (content: string | Buffer) =>
    createHash('sha256').update(content).digest('base64url').slice(0, 27)
  const bodyHash = digest(identity)
  const hash = options.etagOf === undefined ? bodyHash : digest(options.etagOf)
  const common = {
    'Content-Type': options.contentType ?? 'text/html; charset=utf-8',
    'Content-Security-Policy': options.contentType
      ? BASELINE_CSP
      : contentSecurityPolicy(inlineScriptHashes(html)),
    // Outside caches keep no "not found": a real page may be published at any made-up address.
    'Cache-Control':
      options.status === undefined || options.status === 200
        ? (options.cacheControl ?? sharedCacheControl())
        : 'no-store',
    Vary: options.dependsOnCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  }
  const headersOf = (encoding: Encoding, etag: string, length: number) => {
    const headers: Record<string, string> = {
      ...common,
      ETag: etag,
      'Content-Length': String(length),
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return headers
  }
  const compressed = (body: Buffer, encoding: 'br' | 'gzip'): CachedVariant => {
    const etag = `"${hash}-${encoding}"`
    return { body, etag, headers: headersOf(encoding, etag, body.length) }
  }
  // The plain body is 5× the compressed ones and rarely asked for: unzipped on request instead.
  const identityEtag = `"${hash}"`
  const identityVariant: CachedVariant = {
    get body() {
      let body = plainBodies.get(bodyHash)
      if (!body) {
        body = exactCopy(zlib.gunzipSync(gz))
        plainBodies.set(bodyHash, body)
      }
      return body
    },
    etag: identityEtag,
    headers: headersOf('identity', identityEtag, identity.length),
  }
  return {
    key,
    status: options.status ?? 200,
    variants: { br: compressed(br, 'br'), gzip: compressed(gz, 'gzip'), identity: identityVariant },
    hits: 0,
    brotliFinal: identity.length < 4096,
    builtAt: performance.now(),
  }
}
