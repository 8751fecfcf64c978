// The built client files on plain `node:http`: listed once, so a request is a lookup, not a
// file-system call.
import { createReadStream, readdirSync, realpathSync, statSync, type Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'

import { chooseCoding, type ContentCoding } from '../app/utils/accept-encoding.ts'
import { etagMatches } from '../app/utils/etag.ts'
import { BASELINE_CSP, SERVICE_WORKER_CSP } from '../app/utils/security-headers.server.ts'

export type StaticFilesOptions = {
  clientDir: string
  headers: Record<string, string>
  memoryLimit?: number
}

export type StaticFiles = {
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean
}

const SERVICE_WORKER = '/sw.js'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_HOUR = 'public, max-age=3600'
const DEFAULT_MEMORY_LIMIT = 64 * 1024 * 1024

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

type Headers = Record<string, string>

type Variant = {
  coding: ContentCoding
  file: string
  size: number
  etag: string
  ok: Headers
  notModified: Headers
  body?: Buffer
  loading?: Promise<Buffer>
}

type Entry = {
  identity: Variant
  br?: Variant
  gzip?: Variant
  lastModifiedMs: number
}

function mergeHeaders(...sets: Record<string, string | undefined>[]): Headers {
  const merged = new Map<string, [string, string]>()
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) {
      if (value !== undefined) merged.set(name.toLowerCase(), [name, value])
    }
  }
  return Object.fromEntries(merged.values())
}

function listFiles(root: string): Map<string, { file: string; stats: Stats }> {
  const files = new Map<string, { file: string; stats: Stats }>()
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return files
  }
  const inside = (file: string) => file.startsWith(realRoot + path.sep)
  const walk = (dir: string, urlPrefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      const url = `${urlPrefix}/${entry.name}`
      if (entry.isDirectory()) {
        walk(full, url)
      } else if (entry.isFile()) {
        files.set(url, { file: full, stats: statSync(full) })
      } else if (entry.isSymbolicLink()) {
        // Followed only when it points at a file inside the folder.
        try {
          const target = realpathSync(full)
          const stats = statSync(target)
          if (inside(target) && stats.isFile()) files.set(url, { file: target, stats })
        } catch {
          // A dangling link: not served.
        }
      }
    }
  }
  walk(realRoot, '')
  return files
}

function isCleanPath(pathname: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\\]|\/\.\.?(?:\/|$)|\/\//.test(pathname)
}

export function createStaticFiles(options: StaticFilesOptions): StaticFiles {
  const memoryLimit = options.memoryLimit ?? DEFAULT_MEMORY_LIMIT
  let memoryUsed = 0
  const common = mergeHeaders(options.headers, { 'Content-Security-Policy': BASELINE_CSP })
  const entries = new Map<string, Entry>()

  const files = listFiles(options.clientDir)
  for (const [url, { file, stats }] of files) {
    const base = /\.(br|gz)$/i.test(url) ? url.slice(0, -3) : undefined
    if (base !== undefined && files.has(base)) continue // a precompressed sibling
    const immutable = url.startsWith('/assets/')
    const lastModifiedMs = Math.floor(stats.mtimeMs / 1000) * 1000
    const siblings = { br: files.get(`${url}.br`), gzip: files.get(`${url}.gz`) }
    const varies = siblings.br !== undefined || siblings.gzip !== undefined
    const variant = (coding: ContentCoding, found: { file: string; stats: Stats }): Variant => {
      const suffix = coding === 'identity' ? '' : coding === 'br' ? '-br' : '-gz'
      const etag = `"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}${suffix}"`
      const isWorker = url === SERVICE_WORKER
      const notModified = mergeHeaders(common, {
        'Cache-Control': immutable ? IMMUTABLE : isWorker ? 'no-cache' : ONE_HOUR,
        'Content-Security-Policy': isWorker ? SERVICE_WORKER_CSP : undefined,
        Vary: varies ? 'Accept-Encoding' : undefined,
        ETag: etag,
        'Last-Modified': new Date(lastModifiedMs).toUTCString(),
      })
      const ok = mergeHeaders(notModified, {
        'Content-Type': contentTypeFor(url),
        'Content-Length': String(found.stats.size),
        'Content-Encoding': coding === 'identity' ? undefined : coding,
      })
      return { coding, file: found.file, size: found.stats.size, etag, ok, notModified }
    }
    entries.set(url, {
      identity: variant('identity', { file, stats }),
      br: siblings.br && variant('br', siblings.br),
      gzip: siblings.gzip && variant('gzip', siblings.gzip),
      lastModifiedMs,
    })
  }

  const plain = (
    res: http.ServerResponse,
    status: number,
    text: string,
    head: boolean,
    extra: Headers = {},
  ) => {
    res.writeHead(
      status,
      mergeHeaders(common, extra, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': String(Buffer.byteLength(text)),
      }),
    )
    res.end(head ? undefined : text)
  }

  /** Undefined when memory is full: stream it. */
  const load = (variant: Variant): Promise<Buffer> | undefined => {
    if (variant.loading) return variant.loading
    if (memoryUsed + variant.size > memoryLimit) return undefined
    memoryUsed += variant.size
    variant.loading = readFile(variant.file).then(
      (body) => {
        memoryUsed += body.length - variant.size
        variant.body = body
        variant.loading = undefined
        return body
      },
      (error: unknown) => {
        memoryUsed -= variant.size
        variant.loading = undefined
        throw error
      },
    )
    return variant.loading
  }

  const send = (res: http.ServerResponse, variant: Variant, body: Buffer) => {
    if (res.destroyed) return
    const headers =
      body.length === variant.size
        ? variant.ok
        : { ...variant.ok, 'Content-Length': String(body.length) }
    res.writeHead(200, headers)
    res.end(body)
  }

  const stream = (res: http.ServerResponse, variant: Variant) => {
    const file = createReadStream(variant.file)
    file.once('open', () => {
      res.writeHead(200, variant.ok)
      pipeline(file, res, () => {})
    })
    file.once('error', () => {
      if (!res.headersSent) plain(res, 404, 'Not found', false)
      else res.destroy()
    })
  }

  return {
    handle(req, res) {
      const url = req.url ?? ''
      if (url.charCodeAt(0) !== 47 /* / */) return false
      const query = url.indexOf('?')
      const rawPath = query === -1 ? url : url.slice(0, query)
      let pathname: string | undefined = rawPath
      if (rawPath.includes('%')) {
        try {
          pathname = decodeURIComponent(rawPath)
        } catch {
          pathname = undefined
        }
      }
      const entry =
        pathname !== undefined && isCleanPath(pathname) ? entries.get(pathname) : undefined
      const isAsset = rawPath.startsWith('/assets/') || pathname?.startsWith('/assets/') === true
      const method = req.method
      const head = method === 'HEAD'
      if (method !== 'GET' && !head) {
        if (!isAsset) return false
        plain(res, 405, 'Method not allowed', false, { Allow: 'GET, HEAD' })
        return true
      }
      if (!entry) {
        if (!isAsset) return false
        plain(res, 404, 'Not found', head)
        return true
      }

      const coding = chooseCoding(req.headers['accept-encoding'], {
        br: entry.br !== undefined,
        gzip: entry.gzip !== undefined,
      })
      const variant =
        (coding === 'br' && entry.br) || (coding === 'gzip' && entry.gzip) || entry.identity

      const ifNoneMatch = req.headers['if-none-match']
      const ifModifiedSince = req.headers['if-modified-since']
      const fresh =
        ifNoneMatch !== undefined
          ? etagMatches(ifNoneMatch, variant.etag)
          : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= entry.lastModifiedMs
      if (fresh) {
        res.writeHead(304, variant.notModified)
        res.end()
        return true
      }
      if (head) {
        res.writeHead(200, variant.ok)
        res.end()
        return true
      }

      if (variant.body) {
        send(res, variant, variant.body)
        return true
      }
      const loading = load(variant)
      if (loading) {
        loading.then(
          (body) => send(res, variant, body),
          () => stream(res, variant),
        )
      } else {
        stream(res, variant)
      }
      return true
    },
  }
}
