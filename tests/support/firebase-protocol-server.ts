/**
 * A small local server that speaks the documented Firebase Realtime Database REST protocol, for
 * tests (unit and end-to-end) of `LEAGUE_SOURCE=firebase`:
 * - `GET /{path}.json` answers the JSON at that path (`null` when absent);
 * - the same with `Accept: text/event-stream` opens a stream: `put` of the whole value first, then
 *   `put`/`patch` events as the tree changes, `keep-alive`, `cancel`, `auth_revoked`;
 * - `POST /{path}.json` adds a child under a new push id and answers `{ "name": id }`;
 * - `PATCH /{path}.json` applies a multi-location update (keys are paths below it), all or
 *   nothing: overlapping paths or a key the database cannot hold refuse the whole of it (400);
 * - `?auth=` is checked when the server has a secret, `?access_token=` when it has `acceptToken`
 *   (either one accepted when both are set); read rules deny a league's root and its
 *   RegisterTeamForm, as the production rules do;
 * - the first stream request can be answered by a 307 redirect (Firebase does that to send a
 *   client to the right server);
 * - faults, for tests: `intercept` answers chosen requests itself (junk, an error page, or never),
 *   `writeRaw` sends any bytes on open streams (half an event, a character split in two),
 *   `dropConnections` cuts streams, and `denyRead` can be changed at any time.
 * Listens on 127.0.0.1 with an ephemeral port.
 */
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
  /** Initial database content. */
  tree?: unknown
  /** When set, every request needs `?auth=` equal to it (else HTTP 401). */
  secret?: string
  /** Whether reading `path` is denied (default: a league root or anything under RegisterTeamForm). */
  denyRead?: (path: string) => boolean
  /** When set, requests may carry `?access_token=` (else HTTP 401), accepted when this says so. */
  acceptToken?: (token: string) => boolean
  /** Answer the first N stream requests with a 307 redirect to the same URL plus `ns=`. */
  redirectStreams?: number
}

type OpenStream = { path: string; response: ServerResponse }

/** A request as seen by the server: `at` is `performance.now()` when it arrived. */
export type ReceivedRequest = {
  method: string
  path: string
  stream: boolean
  at: number
  /** The `access_token` or `auth` parameter it carried. */
  credential?: string
}

/**
 * Answers a request in place of the server (return true), or lets the server answer (false).
 * Not answering at all (returning true without ending the response) is a hanging server.
 */
export type Interceptor = (request: ReceivedRequest, response: ServerResponse) => boolean

export function defaultDenyRead(path: string): boolean {
  const segments = splitPath(path)
  if (segments.length < 2) return segments.length === 0 || segments[0] === 'leagues'
  if (segments[0] !== 'leagues') return false
  return segments.length === 2 || segments[2] === 'RegisterTeamForm'
}

/** The first key a database cannot hold, anywhere in a value. */
function keyProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value)) {
      // Keys of the update itself are paths; their segments were checked by updateProblem.
      const reason = key.includes('/') ? undefined : invalidKeyReason(key)
      if (reason) return reason
    }
    const inner = keyProblem(child)
    if (inner) return inner
  }
  return undefined
}

function isAncestorOrSame(ancestor: string, path: string): boolean {
  return ancestor === '' || ancestor === path || path.startsWith(`${ancestor}/`)
}

export class FirebaseProtocolServer {
  tree: unknown
  readonly requests: ReceivedRequest[] = []
  redirectsServed = 0
  /** Whether reading `path` is denied (HTTP 401); may be replaced at any time. */
  denyRead: (path: string) => boolean
  /** A test hook that may answer requests itself (see Interceptor); may be replaced at any time. */
  intercept: Interceptor | undefined
  /** Which access tokens are accepted (see ProtocolServerOptions); may be replaced at any time. */
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

  /** Number of open event streams (optionally only those for `path`). */
  openStreams(path?: string): number {
    return [...this.streams].filter((s) => path === undefined || s.path === joinPath(path)).length
  }

  /** Paths with an open event stream. */
  streamPaths(): string[] {
    return [...this.streams].map((s) => s.path).sort()
  }

  async close(): Promise<void> {
    for (const stream of this.streams) stream.response.destroy()
    this.streams.clear()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  // -------------------------------------------------------------------------------------------
  // Changing the database (as another client would), with events to open streams

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

  /** A multi-child update at `path`: streams at or above it receive a `patch`. */
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

  /** Changes the data without telling open streams (what a client misses while disconnected). */
  setSilently(path: string, value: unknown): void {
    this.tree = setAtPath(this.tree, splitPath(path), normaliseWritten(value))
  }

  keepAlive(): void {
    for (const stream of this.streams) this.sendRaw(stream, 'keep-alive', 'null')
  }

  /** Drops the open streams of `path` (every one when omitted) without a word (a network failure). */
  dropConnections(path?: string): void {
    for (const stream of [...this.streams]) {
      if (path !== undefined && stream.path !== joinPath(path)) continue
      stream.response.destroy()
      this.streams.delete(stream)
    }
  }

  /** Writes `text` as it is on the open streams of `path` (every one when omitted). */
  writeRaw(text: string | Uint8Array, path?: string): void {
    for (const stream of this.streams) {
      if (path === undefined || stream.path === joinPath(path)) stream.response.write(text)
    }
  }

  /** Sends `cancel` (e.g. rules changed) to the streams matching `path` (all when omitted), then closes them. */
  cancel(path?: string, reason = 'Permission denied'): void {
    this.endStreams('cancel', reason, path)
  }

  /** Sends `auth_revoked` to every stream, then closes them. */
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

  // -------------------------------------------------------------------------------------------
  // HTTP

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
      if (!isStream) return this.json(response, 200, getAtPath(this.tree, path) ?? null)
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
        // All or nothing, as the database does: a multi-location update with one bad part
        // (overlapping paths, a key it cannot hold) is refused whole.
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

  private json(response: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body)
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    })
    response.end(text)
  }
}

/** Answers with any status, content type and body (for an Interceptor serving junk). */
export function respondWith(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  response.writeHead(status, { 'Content-Type': contentType })
  response.end(body)
}

/** An HTML error page such as a proxy or load balancer sends. */
export const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style></head>' +
  '<body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>'
