// The documented Realtime Database REST protocol, for tests of `LEAGUE_SOURCE=firebase`.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  generatePushId,
  getAtPath,
  invalidKeyReason,
  isPlainObject,
  joinPath,
  normaliseWritten,
  setAtPath,
  splitPath,
  updateProblem,
} from '../../app/data/league-source.ts'

export type ProtocolServerOptions = {
  tree?: unknown
  secret?: string
  denyRead?: (path: string) => boolean
  acceptToken?: (token: string) => boolean
  redirectStreams?: number
}

type OpenStream = { path: string; response: ServerResponse }

export type ReceivedRequest = {
  method: string
  path: string
  stream: boolean
  at: number
  credential?: string
}

/** Returning true without ending the response is a hanging server. */
export type Interceptor = (request: ReceivedRequest, response: ServerResponse) => boolean

export function defaultDenyRead(path: string): boolean {
  const segments = splitPath(path)
  if (segments.length < 2) return segments.length === 0 || segments[0] === 'leagues'
  if (segments[0] !== 'leagues') return false
  return segments.length === 2 || segments[2] === 'RegisterTeamForm'
}

function keyProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value)) {
      const reason = key.includes('/') ? undefined : invalidKeyReason(key)
      if (reason) return reason
    }
    const inner = keyProblem(child)
    if (inner) return inner
  }
  return undefined
}

/** Opaque to clients, as the database's are: it changes when the value does. */
export function etagOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64')
}

/**
 * The REST API's `orderBy="$key"` with `startAt`, `endAt`, `limitToFirst`, `limitToLast`, and
 * `shallow=true` (each child's key, `true` for a child with children of its own).
 */
function queried(value: unknown, params: URLSearchParams): unknown {
  if (params.get('shallow') === 'true' && isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, isPlainObject(child) ? true : child]),
    )
  if (!params.has('orderBy')) return value
  if (params.get('orderBy') !== '"$key"') throw new Error('only orderBy="$key" is served here')
  if (!isPlainObject(value)) return value
  const param = (name: string) => {
    const text = params.get(name)
    return text === null ? undefined : (JSON.parse(text) as unknown)
  }
  const startAt = param('startAt')
  const endAt = param('endAt')
  let keys = Object.keys(value)
    .sort()
    .filter(
      (key) =>
        (typeof startAt !== 'string' || key >= startAt) &&
        (typeof endAt !== 'string' || key <= endAt),
    )
  const first = param('limitToFirst')
  const last = param('limitToLast')
  if (typeof first === 'number') keys = keys.slice(0, first)
  if (typeof last === 'number') keys = keys.slice(Math.max(0, keys.length - last))
  return Object.fromEntries(keys.map((key) => [key, value[key]]))
}

function readBody(request: IncomingMessage, done: (body: string) => void): void {
  let body = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => (body += chunk))
  request.on('end', () => done(body))
}

function isAncestorOrSame(ancestor: string, path: string): boolean {
  return ancestor === '' || ancestor === path || path.startsWith(`${ancestor}/`)
}

export class FirebaseProtocolServer {
  tree: unknown
  readonly requests: ReceivedRequest[] = []
  redirectsServed = 0
  denyRead: (path: string) => boolean
  intercept: Interceptor | undefined
  acceptToken: ((token: string) => boolean) | undefined
  private readonly server: Server
  private readonly streams = new Set<OpenStream>()
  private readonly secret: string | undefined
  private redirectsLeft: number
  private port = 0

  constructor(options: ProtocolServerOptions = {}) {
    this.tree = normaliseWritten(options.tree ?? null)
    this.secret = options.secret
    this.denyRead = options.denyRead ?? defaultDenyRead
    this.acceptToken = options.acceptToken
    this.redirectsLeft = options.redirectStreams ?? 0
    this.server = createServer((request, response) => this.handle(request, response))
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  openStreams(path?: string): number {
    return [...this.streams].filter((s) => path === undefined || s.path === joinPath(path)).length
  }

  streamPaths(): string[] {
    return [...this.streams].map((s) => s.path).sort()
  }

  async close(): Promise<void> {
    for (const stream of this.streams) stream.response.destroy()
    this.streams.clear()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  set(path: string, value: unknown): void {
    const key = joinPath(path)
    this.tree = setAtPath(this.tree, splitPath(key), normaliseWritten(value))
    for (const stream of this.streams) {
      if (isAncestorOrSame(stream.path, key)) {
        const relative = key.slice(stream.path.length).replace(/^\/?/, '/')
        this.send(stream, 'put', { path: relative, data: getAtPath(this.tree, key) ?? null })
      } else if (isAncestorOrSame(key, stream.path)) {
        this.send(stream, 'put', { path: '/', data: getAtPath(this.tree, stream.path) ?? null })
      }
    }
  }

  update(path: string, values: Record<string, unknown>): void {
    const key = joinPath(path)
    for (const [child, value] of Object.entries(values)) {
      this.tree = setAtPath(this.tree, splitPath(joinPath(key, child)), normaliseWritten(value))
    }
    for (const stream of this.streams) {
      if (isAncestorOrSame(stream.path, key)) {
        const relative = key.slice(stream.path.length).replace(/^\/?/, '/')
        this.send(stream, 'patch', { path: relative, data: values })
      } else if (isAncestorOrSame(key, stream.path)) {
        this.send(stream, 'put', { path: '/', data: getAtPath(this.tree, stream.path) ?? null })
      }
    }
  }

  /** What a client misses while disconnected. */
  setSilently(path: string, value: unknown): void {
    this.tree = setAtPath(this.tree, splitPath(path), normaliseWritten(value))
  }

  keepAlive(): void {
    for (const stream of this.streams) this.sendRaw(stream, 'keep-alive', 'null')
  }

  /** A network failure. */
  dropConnections(path?: string): void {
    for (const stream of [...this.streams]) {
      if (path !== undefined && stream.path !== joinPath(path)) continue
      stream.response.destroy()
      this.streams.delete(stream)
    }
  }

  writeRaw(text: string | Uint8Array, path?: string): void {
    for (const stream of this.streams) {
      if (path === undefined || stream.path === joinPath(path)) stream.response.write(text)
    }
  }

  cancel(path?: string, reason = 'Permission denied'): void {
    this.endStreams('cancel', reason, path)
  }

  revokeAuth(reason = 'credential is no longer valid'): void {
    this.endStreams('auth_revoked', reason)
  }

  private endStreams(event: string, reason: string, path?: string): void {
    for (const stream of [...this.streams]) {
      if (path !== undefined && stream.path !== joinPath(path)) continue
      this.sendRaw(stream, event, JSON.stringify(reason))
      stream.response.end()
      this.streams.delete(stream)
    }
  }

  private send(stream: OpenStream, event: string, payload: unknown): void {
    this.sendRaw(stream, event, JSON.stringify(payload))
  }

  private sendRaw(stream: OpenStream, event: string, data: string): void {
    stream.response.write(`event: ${event}\ndata: ${data}\n\n`)
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url)
    const isStream = (request.headers.accept ?? '').includes('text/event-stream')
    if (!url.pathname.endsWith('.json')) return this.json(response, 404, { error: 'Not found' })
    const path = joinPath(
      ...url.pathname
        .slice(0, -'.json'.length)
        .split('/')
        .map((s) => decodeURIComponent(s)),
    )
    const token = url.searchParams.get('access_token') ?? undefined
    const auth = url.searchParams.get('auth') ?? undefined
    const received: ReceivedRequest = {
      method: request.method ?? 'GET',
      path,
      stream: isStream,
      at: performance.now(),
      credential: token ?? auth,
    }
    this.requests.push(received)
    if (this.intercept?.(received, response)) return
    if (this.secret !== undefined || this.acceptToken) {
      const secretOk = this.secret !== undefined && auth === this.secret
      const tokenOk = token !== undefined && this.acceptToken?.(token) === true
      if (!secretOk && !tokenOk) return this.json(response, 401, { error: 'Unauthorized request.' })
    }
    if (
      request.method === 'GET' &&
      isStream &&
      this.redirectsLeft > 0 &&
      !url.searchParams.has('ns')
    ) {
      this.redirectsLeft--
      this.redirectsServed++
      url.searchParams.set('ns', 'redirected')
      response.writeHead(307, { Location: url.toString() })
      return void response.end()
    }
    if (request.method === 'GET') {
      if (this.denyRead(path)) return this.json(response, 401, { error: 'Permission denied' })
      if (!isStream) {
        const value = getAtPath(this.tree, path) ?? null
        const headers =
          request.headers['x-firebase-etag'] === 'true' ? { ETag: etagOf(value) } : undefined
        try {
          return this.json(response, 200, queried(value, url.searchParams), headers)
        } catch (error) {
          return this.json(response, 400, { error: (error as Error).message })
        }
      }
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      })
      const stream: OpenStream = { path, response }
      this.streams.add(stream)
      request.on('close', () => this.streams.delete(stream))
      this.send(stream, 'put', { path: '/', data: getAtPath(this.tree, path) ?? null })
      return
    }
    if (request.method === 'POST') {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        let value: unknown
        try {
          value = JSON.parse(body)
        } catch {
          return this.json(response, 400, { error: "Invalid data; couldn't parse JSON object." })
        }
        const id = generatePushId()
        this.set(joinPath(path, id), value)
        this.json(response, 200, { name: id })
      })
      return
    }
    if (request.method === 'PUT') {
      readBody(request, (body) => {
        let value: unknown
        try {
          value = JSON.parse(body)
        } catch {
          return this.json(response, 400, { error: "Invalid data; couldn't parse JSON object." })
        }
        const problem = keyProblem(value)
        if (problem) return this.json(response, 400, { error: problem })
        // A conditional write (`if-match`) is refused once the value changed since its ETag.
        const current = getAtPath(this.tree, path) ?? null
        const expected = request.headers['if-match']
        if (expected !== undefined && expected !== etagOf(current))
          return this.json(response, 412, current, { ETag: etagOf(current) })
        this.set(path, value)
        this.json(response, 200, value)
      })
      return
    }
    if (request.method === 'PATCH') {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        let values: unknown
        try {
          values = JSON.parse(body)
        } catch {
          return this.json(response, 400, { error: "Invalid data; couldn't parse JSON object." })
        }
        // All or nothing, as the database does: one bad part refuses the whole update.
        const problem = isPlainObject(values)
          ? (updateProblem(values) ?? keyProblem(values))
          : 'Invalid data; a PATCH needs a JSON object.'
        if (problem) return this.json(response, 400, { error: problem })
        this.update(path, values as Record<string, unknown>)
        this.json(response, 200, values)
      })
      return
    }
    this.json(response, 405, { error: 'Method not allowed' })
  }

  private json(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers?: Record<string, string>,
  ): void {
    const text = JSON.stringify(body)
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    })
    response.end(text)
  }
}

export function respondWith(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  response.writeHead(status, { 'Content-Type': contentType })
  response.end(body)
}

export const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style></head>' +
  '<body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>'
