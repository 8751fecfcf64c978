/**
 * `LeagueSource` over a Firebase Realtime Database, through its documented REST API:
 * - read: `GET {url}/{path}.json?auth=…`
 * - push: `POST {url}/{path}.json?auth=…` answers `{ "name": "<push id>" }`
 * - subscribe: `GET` with `Accept: text/event-stream`: Server-Sent Events named `put`, `patch`
 *   (data `{ "path": …, "data": … }`), `keep-alive`, `cancel` and `auth_revoked`; 307 redirects
 *   are followed.
 *
 * Security rules usually deny reading a league's root (registrations live under it), so a read or
 * subscription of `leagues/{key}` is split into one per public child (Seasons, Divisions, 2,
 * Schedule, News, Sponsors, PreSeason, Team_Fines and, for every season found in Seasons,
 * `{id}_Teams`, `{id}_Players`, `PlayerStats_{id}`, `TeamStats_{id}`, `Stats_{id}`). The first
 * event of such a subscription is one put of the whole public tree, sent once every child has
 * loaded; afterwards child events are forwarded with their child's prefix. A stream that drops is
 * reopened with exponential back-off and its first put resyncs that child.
 */
import {
  applyStreamEvent,
  isPlainObject,
  joinPath,
  setOwn,
  splitPath,
  type LeagueSource,
  type SourceStatus,
  type StreamEvent,
  type StreamListener,
  type SubscribeOptions,
  type Unsubscribe,
} from './league-source.ts'
import { jsonLogger, type Logger } from './log.server.ts'

/** League children that are public and streamed separately. */
export const PUBLIC_LEAGUE_CHILDREN: readonly string[] = [
  'Seasons',
  'Divisions',
  '2',
  'Schedule',
  'News',
  'Sponsors',
  'PreSeason',
  'Team_Fines',
]

/** The per-season public children of a league. */
export function seasonChildren(seasonId: string): string[] {
  return [
    `${seasonId}_Teams`,
    `${seasonId}_Players`,
    `PlayerStats_${seasonId}`,
    `TeamStats_${seasonId}`,
    `Stats_${seasonId}`,
  ]
}

/** Every public child to read for a league, given its `Seasons` node. */
export function leagueChildKeys(seasons: unknown): string[] {
  const ids = new Set<string>()
  if (isPlainObject(seasons)) {
    for (const [key, season] of Object.entries(seasons)) {
      ids.add(key)
      if (
        isPlainObject(season) &&
        typeof season.season_id === 'string' &&
        season.season_id.trim() !== ''
      ) {
        ids.add(season.season_id.trim())
      }
    }
  }
  const keys = [...PUBLIC_LEAGUE_CHILDREN]
  for (const id of [...ids].sort()) {
    if (!/[.#$[\]/]/.test(id)) keys.push(...seasonChildren(id))
  }
  return keys
}

function isLeagueRoot(path: string): boolean {
  const segments = splitPath(path)
  return segments.length === 2 && segments[0] === 'leagues'
}

export class FirebaseRequestError extends Error {
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.name = 'FirebaseRequestError'
    this.status = status
  }
}

export type FirebaseSourceOptions = {
  /** e.g. https://my-project-default-rtdb.firebaseio.com */
  databaseURL: string
  /** A database secret or ID token, sent as `?auth=`. */
  auth?: string
  logger?: Logger
  /** First reconnect delay; doubles up to `maxBackoffMs` (defaults 1 s and 30 s). */
  initialBackoffMs?: number
  maxBackoffMs?: number
  /** A stream silent for this long is reopened (Firebase sends keep-alive every ~30 s; default 90 s). */
  idleTimeoutMs?: number
  /** Timeout of one-off reads and pushes (default 15 s). */
  requestTimeoutMs?: number
  /** Split `leagues/{key}` into its public children (default true). */
  splitLeagueRoot?: boolean
}

type ServerSentEvent = { event: string; data: string }

/** Incremental parser of a text/event-stream body. */
export class EventStreamParser {
  private buffer = ''
  private eventName = ''
  private dataLines: string[] = []

  /** Feeds a chunk of text; returns the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk
    const events: ServerSentEvent[] = []
    let newline: number
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, newline)
      const length = this.buffer.startsWith('\r\n', newline) ? 2 : 1
      if (this.buffer[newline] === '\r' && newline + 1 === this.buffer.length) break // wait for a possible \n
      this.buffer = this.buffer.slice(newline + length)
      if (line === '') {
        if (this.dataLines.length > 0 || this.eventName !== '') {
          events.push({ event: this.eventName || 'message', data: this.dataLines.join('\n') })
        }
        this.eventName = ''
        this.dataLines = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      let value = colon === -1 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') this.eventName = value
      else if (field === 'data') this.dataLines.push(value)
    }
    return events
  }
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

type StreamHandlers = {
  onEvent: (event: StreamEvent) => void
  onStatus: (status: SourceStatus) => void
  /** The location cannot be read (HTTP 401/403 on open). */
  onDenied: (reason: string) => void
}

/** One event stream for one path, reopened with back-off until closed. */
class FirebaseStream {
  private controller: AbortController | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private idleTimer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private closed = false
  private connected = false
  private readonly source: FirebaseSource
  private readonly path: string
  private readonly handlers: StreamHandlers

  constructor(source: FirebaseSource, path: string, handlers: StreamHandlers) {
    this.source = source
    this.path = path
    this.handlers = handlers
  }

  start(): void {
    void this.connect()
  }

  close(): void {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.controller?.abort()
  }

  private resetIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      this.source.logger('warn', 'firebase stream idle; reconnecting', { path: this.path })
      this.controller?.abort(new Error('idle timeout'))
    }, this.source.idleTimeoutMs)
    this.idleTimer.unref?.()
  }

  private async connect(): Promise<void> {
    if (this.closed) return
    const controller = new AbortController()
    this.controller = controller
    let retryDelay: number | undefined
    let lostReason = 'stream ended'
    try {
      this.resetIdleTimer()
      const response = await fetch(this.source.urlFor(this.path), {
        headers: { Accept: 'text/event-stream' },
        redirect: 'follow',
        signal: controller.signal,
      })
      if (response.status === 401 || response.status === 403) {
        const reason = `permission denied (HTTP ${response.status})`
        await response.body?.cancel()
        this.handlers.onDenied(reason)
        this.setDisconnected('cancelled', reason)
        retryDelay = this.source.maxBackoffMs
        return
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel()
        throw new Error(`HTTP ${response.status}`)
      }
      const parser = new EventStreamParser()
      const decoder = new TextDecoder()
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        if (this.closed) return
        this.resetIdleTimer()
        for (const sse of parser.push(decoder.decode(chunk, { stream: true }))) {
          const outcome = this.handleEvent(sse)
          if (outcome) {
            lostReason = outcome.reason
            retryDelay = outcome.retryDelay
            controller.abort()
            break
          }
        }
        if (controller.signal.aborted) break
      }
      if (retryDelay === undefined) this.setDisconnected('disconnected', lostReason)
    } catch (error) {
      if (this.closed) return
      const reason =
        controller.signal.reason instanceof Error
          ? controller.signal.reason.message
          : errorMessage(error)
      this.setDisconnected('disconnected', reason)
    } finally {
      if (this.idleTimer) clearTimeout(this.idleTimer)
      if (!this.closed) this.scheduleReconnect(retryDelay)
    }
  }

  /** Handles one server-sent event; returns how to end the connection when it must end. */
  private handleEvent(sse: ServerSentEvent): { reason: string; retryDelay?: number } | undefined {
    switch (sse.event) {
      case 'put':
      case 'patch': {
        const payload = parseJsonOrText(sse.data)
        if (!isPlainObject(payload) || typeof payload.path !== 'string') {
          this.source.logger('warn', 'firebase stream sent a malformed event', {
            path: this.path,
            event: sse.event,
          })
          return undefined
        }
        if (!this.connected) {
          this.connected = true
          this.attempt = 0
          this.handlers.onStatus({ state: 'connected' })
        }
        this.handlers.onEvent({ event: sse.event, path: payload.path, data: payload.data ?? null })
        return undefined
      }
      case 'keep-alive':
        return undefined
      case 'cancel': {
        const reason = String(parseJsonOrText(sse.data) ?? 'cancelled by the server')
        this.setDisconnected('cancelled', reason)
        return { reason, retryDelay: this.source.maxBackoffMs }
      }
      case 'auth_revoked': {
        const reason = String(parseJsonOrText(sse.data) ?? 'credential no longer valid')
        this.setDisconnected('auth_revoked', reason)
        return { reason, retryDelay: this.source.maxBackoffMs }
      }
      default:
        return undefined
    }
  }

  private setDisconnected(
    state: 'disconnected' | 'cancelled' | 'auth_revoked',
    reason: string,
  ): void {
    const wasConnected = this.connected
    this.connected = false
    if (wasConnected || state !== 'disconnected' || this.attempt === 0) {
      this.source.logger(state === 'disconnected' ? 'warn' : 'error', 'firebase stream lost', {
        path: this.path,
        state,
        reason,
      })
    }
    this.handlers.onStatus({ state, reason })
  }

  private scheduleReconnect(delay?: number): void {
    const backoff = Math.min(
      this.source.maxBackoffMs,
      this.source.initialBackoffMs * 2 ** this.attempt,
    )
    this.attempt++
    const wait = delay ?? Math.round(backoff * (0.75 + Math.random() * 0.5))
    this.retryTimer = setTimeout(() => void this.connect(), wait)
    this.retryTimer.unref?.()
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message
  }
  return String(error)
}

/** A composed subscription of a league's public children (see the file header). */
class LeagueRootSubscription {
  private readonly streams = new Map<string, FirebaseStream>()
  private readonly loading = new Map<string, unknown>()
  private readonly statuses = new Map<string, SourceStatus['state']>()
  private seasons: unknown = null
  private initialDone = false
  private aggregate: SourceStatus['state'] | undefined
  private closed = false
  private readonly source: FirebaseSource
  private readonly root: string
  private readonly listener: StreamListener
  private readonly options: SubscribeOptions | undefined

  constructor(
    source: FirebaseSource,
    root: string,
    listener: StreamListener,
    options?: SubscribeOptions,
  ) {
    this.source = source
    this.root = root
    this.listener = listener
    this.options = options
  }

  start(): void {
    this.open('Seasons')
  }

  close(): void {
    this.closed = true
    for (const stream of this.streams.values()) stream.close()
    this.streams.clear()
  }

  private open(child: string): void {
    if (this.streams.has(child) || this.closed) return
    const stream = new FirebaseStream(this.source, joinPath(this.root, child), {
      onEvent: (event) => this.onChildEvent(child, event),
      onStatus: (status) => this.onChildStatus(child, status),
      onDenied: (reason) => this.onChildDenied(child, reason),
    })
    this.streams.set(child, stream)
    stream.start()
  }

  private onChildDenied(child: string, reason: string): void {
    const path = joinPath(this.root, child)
    if (this.initialDone) {
      // Keep what was loaded (it may be a passing credential problem); the stream keeps retrying.
      this.source.logger('warn', 'firebase child not readable; keeping its last value', {
        path,
        reason,
      })
      return
    }
    this.source.logger('warn', 'firebase child not readable; left out', { path, reason })
    this.onChildEvent(child, { event: 'put', path: '/', data: null })
  }

  private onChildEvent(child: string, event: StreamEvent): void {
    if (this.closed) return
    if (child === 'Seasons') {
      this.seasons = applyStreamEvent(this.seasons, event)
      this.syncChildren()
    }
    if (!this.initialDone) {
      this.loading.set(child, applyStreamEvent(this.loading.get(child) ?? null, event))
      if ([...this.streams.keys()].every((key) => this.loading.has(key))) {
        this.initialDone = true
        const tree: Record<string, unknown> = {}
        for (const [key, value] of this.loading) if (value !== null) setOwn(tree, key, value)
        this.loading.clear()
        this.listener({ event: 'put', path: '/', data: tree })
      }
      return
    }
    const path =
      event.path === '/' || event.path === ''
        ? `/${child}`
        : `/${child}${event.path.startsWith('/') ? '' : '/'}${event.path}`
    this.listener({ event: event.event, path, data: event.data })
  }

  /** Opens streams for newly listed seasons and closes those of removed ones. */
  private syncChildren(): void {
    const wanted = new Set(leagueChildKeys(this.seasons))
    for (const key of wanted) this.open(key)
    for (const [key, stream] of this.streams) {
      if (wanted.has(key)) continue
      stream.close()
      this.streams.delete(key)
      this.statuses.delete(key)
      if (this.initialDone) this.listener({ event: 'put', path: `/${key}`, data: null })
      else this.loading.delete(key)
    }
  }

  private onChildStatus(child: string, status: SourceStatus): void {
    this.statuses.set(child, status.state)
    const failing = [...this.statuses.values()].find((state) => state !== 'connected')
    const next = failing ?? (this.statuses.size === this.streams.size ? 'connected' : undefined)
    if (next === undefined || next === this.aggregate) return
    this.aggregate = next
    if (next === 'connected') this.options?.onStatus?.({ state: 'connected' })
    else
      this.options?.onStatus?.({
        state: next,
        reason: `${child}: ${'reason' in status ? status.reason : next}`,
      })
  }
}

export class FirebaseSource implements LeagueSource {
  readonly kind = 'firebase' as const
  readonly logger: Logger
  readonly initialBackoffMs: number
  readonly maxBackoffMs: number
  readonly idleTimeoutMs: number
  private readonly baseURL: string
  private readonly auth: string | undefined
  private readonly requestTimeoutMs: number
  private readonly splitLeagueRoot: boolean
  private readonly closers = new Set<() => void>()

  constructor(options: FirebaseSourceOptions) {
    this.baseURL = options.databaseURL.replace(/\/+$/, '')
    this.auth = options.auth || undefined
    this.logger = options.logger ?? jsonLogger
    this.initialBackoffMs = options.initialBackoffMs ?? 1000
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000
    this.idleTimeoutMs = options.idleTimeoutMs ?? 90_000
    this.requestTimeoutMs = options.requestTimeoutMs ?? 15_000
    this.splitLeagueRoot = options.splitLeagueRoot ?? true
  }

  /** The REST URL of a path (`.json` suffix, `auth` parameter when configured). */
  urlFor(path: string): string {
    const encoded = splitPath(path).map(encodeURIComponent).join('/')
    const url = new URL(`${this.baseURL}/${encoded}.json`)
    if (this.auth) url.searchParams.set('auth', this.auth)
    return url.toString()
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(this.urlFor(path), {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'follow',
      signal: AbortSignal.timeout(this.requestTimeoutMs),
    })
    const text = await response.text()
    if (!response.ok) {
      const detail = parseJsonOrText(text)
      const message =
        isPlainObject(detail) && typeof detail.error === 'string'
          ? detail.error
          : text.slice(0, 200)
      throw new FirebaseRequestError(
        `${method} ${path}: HTTP ${response.status} ${message}`,
        response.status,
      )
    }
    return text === '' ? null : JSON.parse(text)
  }

  async read(path: string): Promise<unknown> {
    if (!(this.splitLeagueRoot && isLeagueRoot(path))) return this.request('GET', path)
    const readChild = async (child: string): Promise<unknown> => {
      try {
        return await this.request('GET', joinPath(path, child))
      } catch (error) {
        if (error instanceof FirebaseRequestError && (error.status === 401 || error.status === 403))
          return null
        throw error
      }
    }
    const seasons = await readChild('Seasons')
    const keys = leagueChildKeys(seasons).filter((key) => key !== 'Seasons')
    const values = await Promise.all(keys.map(readChild))
    const tree: Record<string, unknown> = {}
    if (seasons !== null) tree.Seasons = seasons
    keys.forEach((key, i) => {
      if (values[i] !== null) setOwn(tree, key, values[i])
    })
    return Object.keys(tree).length === 0 ? null : tree
  }

  subscribe(path: string, listener: StreamListener, options?: SubscribeOptions): Unsubscribe {
    let close: () => void
    if (this.splitLeagueRoot && isLeagueRoot(path)) {
      const subscription = new LeagueRootSubscription(this, joinPath(path), listener, options)
      subscription.start()
      close = () => subscription.close()
    } else {
      let loaded = false
      const stream = new FirebaseStream(this, joinPath(path), {
        onEvent: (event) => {
          loaded = true
          listener(event)
        },
        onStatus: (status) => options?.onStatus?.(status),
        onDenied: () => {
          if (!loaded) listener({ event: 'put', path: '/', data: null })
        },
      })
      stream.start()
      close = () => stream.close()
    }
    this.closers.add(close)
    return () => {
      close()
      this.closers.delete(close)
    }
  }

  async push(path: string, value: unknown): Promise<string> {
    const result = await this.request('POST', path, value)
    if (!isPlainObject(result) || typeof result.name !== 'string') {
      throw new FirebaseRequestError(`POST ${path}: the answer has no push id`, 502)
    }
    return result.name
  }

  async close(): Promise<void> {
    for (const close of this.closers) close()
    this.closers.clear()
  }
}
