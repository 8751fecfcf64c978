/**
 * One Firebase event stream (`GET {path}.json` with `Accept: text/event-stream`) kept open until
 * closed: reopened with exponential back-off (with jitter) whenever it fails, and the first `put`
 * of each connection resyncs the path. A connection fails when:
 * - the request fails, or its headers do not come within `connectTimeoutMs` (a hanging server);
 * - the answer is not a 2xx `text/event-stream` (an HTML error page, JSON, anything else);
 * - nothing at all arrives for `idleTimeoutMs` (Firebase sends `keep-alive` every ~30 s);
 * - a `put`/`patch` is not the JSON Firebase sends (a change would be lost: resync);
 * - the body ends or breaks (an event cut off there is dropped, never applied);
 * - the server sends `cancel` (then it waits the longest back-off) or `auth_revoked`.
 * HTTP 401/403 means the path cannot be read: `onDenied`, then a retry after the longest back-off.
 * With an access token (a service account), `auth_revoked` and 401 tell the credential its token
 * was refused and the stream reopens after the usual back-off with a fresh one; and a connection
 * is reopened, without reporting a loss, when its token is due for renewal (the database would
 * otherwise end it with `auth_revoked` when the token expires).
 * A problem is logged once; the same problem again before the stream recovers is logged at debug
 * level only, so a path that stays unreadable does not fill the log.
 */
import { readFirebaseEvents, type FirebaseEvent } from './firebase-events.ts'
import {
  type Authorization,
  type FirebaseCredential,
  noCredential,
  withParameter,
} from './firebase-credential.server.ts'
import { errorDetail } from './firebase-rest.server.ts'
import type { SourceStatus, StreamEvent } from './league-source.ts'
import type { Logger } from './log.server.ts'

export type StreamSettings = {
  /** The REST URL of a path, without the credential. */
  urlFor: (path: string) => string
  /** What each connection carries (default none). */
  credential?: FirebaseCredential
  logger: Logger
  /** First reconnect delay; doubles up to `maxBackoffMs`. */
  initialBackoffMs: number
  maxBackoffMs: number
  /** How long to wait for the answer's headers. */
  connectTimeoutMs: number
  /** A stream silent for this long is reopened. */
  idleTimeoutMs: number
}

export type StreamHandlers = {
  onEvent: (event: StreamEvent) => void
  onStatus: (status: SourceStatus) => void
  /** The location cannot be read (HTTP 401/403 on open). */
  onDenied: (reason: string) => void
}

type LostState = Exclude<SourceStatus['state'], 'connected'>
/** How a connection ended: reported state, and a fixed retry delay instead of the back-off. */
type Ending = { state: LostState; reason: string; retryDelay?: number; denied?: boolean }

class StreamFailure extends Error {
  readonly ending: Ending
  constructor(ending: Ending) {
    super(ending.reason)
    this.ending = ending
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message
  }
  return String(error)
}

export class FirebaseStream {
  private controller: AbortController | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private watchdog: ReturnType<typeof setTimeout> | undefined
  private renewTimer: ReturnType<typeof setTimeout> | undefined
  /** The connection is being replaced by one with a fresh token: not a loss. */
  private renewing = false
  private attempt = 0
  private closed = false
  private connected = false
  /** The problem last logged, so that the same one is not logged again until a recovery. */
  private reported: string | undefined
  private readonly settings: StreamSettings
  private readonly path: string
  private readonly handlers: StreamHandlers

  constructor(settings: StreamSettings, path: string, handlers: StreamHandlers) {
    this.settings = settings
    this.path = path
    this.handlers = handlers
  }

  start(): void {
    void this.connect()
  }

  close(): void {
    this.closed = true
    clearTimeout(this.retryTimer)
    clearTimeout(this.watchdog)
    clearTimeout(this.renewTimer)
    this.controller?.abort()
  }

  /** Aborts the connection with `reason` unless something resets the watchdog within `ms`. */
  private arm(ms: number, reason: string): void {
    clearTimeout(this.watchdog)
    const controller = this.controller
    this.watchdog = setTimeout(() => controller?.abort(new Error(reason)), ms)
    this.watchdog.unref?.()
  }

  private async connect(): Promise<void> {
    if (this.closed) return
    const controller = new AbortController()
    this.controller = controller
    let ending: Ending = { state: 'disconnected', reason: 'stream ended' }
    try {
      const { connectTimeoutMs, idleTimeoutMs } = this.settings
      const authorization = await this.authorize()
      if (this.closed) return
      this.arm(connectTimeoutMs, `no answer within ${connectTimeoutMs} ms`)
      const url = withParameter(this.settings.urlFor(this.path), authorization.parameter)
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream' },
        redirect: 'follow',
        signal: controller.signal,
      })
      await this.check(response, authorization)
      this.renewWhenDue(controller, authorization.renewAt)
      const idle = `nothing received for ${idleTimeoutMs} ms`
      this.arm(idleTimeoutMs, idle)
      const events = readFirebaseEvents(response.body as AsyncIterable<Uint8Array>, {
        onChunk: () => this.arm(idleTimeoutMs, idle),
      })
      for await (const event of events) {
        if (this.closed) return
        const end = this.handle(event, authorization)
        if (end) {
          ending = end
          break
        }
      }
    } catch (error) {
      if (this.closed) return
      if (error instanceof StreamFailure) ending = error.ending
      else {
        const { reason } = controller.signal
        ending = {
          state: 'disconnected',
          reason: reason instanceof Error ? reason.message : errorMessage(error),
        }
      }
    } finally {
      clearTimeout(this.watchdog)
      clearTimeout(this.renewTimer)
      controller.abort()
    }
    if (this.closed) return
    if (this.renewing) {
      this.renewing = false
      this.settings.logger('debug', 'firebase stream renewed its access token', { path: this.path })
      void this.connect()
      return
    }
    this.lost(ending)
    this.scheduleReconnect(ending.retryDelay)
  }

  /** The credential's parameter for this connection; a StreamFailure when none can be had. */
  private async authorize(): Promise<Authorization> {
    try {
      return await (this.settings.credential ?? noCredential).authorize()
    } catch (error) {
      throw new StreamFailure({
        state: 'disconnected',
        reason: `no access token: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  /** Replaces the connection by one with a fresh token when the credential renews it. */
  private renewWhenDue(controller: AbortController, renewAt: number | undefined): void {
    clearTimeout(this.renewTimer)
    // Past due: the credential could not renew it yet and lends the old one while it is valid.
    if (renewAt === undefined || renewAt <= Date.now()) return
    this.renewTimer = setTimeout(
      () => {
        this.renewing = true
        controller.abort(new Error('access token renewed'))
      },
      Math.max(0, renewAt - Date.now()),
    )
    this.renewTimer.unref?.()
  }

  /** Throws a StreamFailure unless the answer is a readable event stream. */
  private async check(response: Response, authorization: Authorization): Promise<void> {
    const type = response.headers.get('content-type')
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel()
      // A refused access token is exchanged again: retry soon rather than after the longest wait.
      const fresh = response.status === 401 && authorization.refused()
      throw new StreamFailure({
        state: 'cancelled',
        reason: `permission denied (HTTP ${response.status})`,
        retryDelay: fresh ? undefined : this.settings.maxBackoffMs,
        denied: true,
      })
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '')
      const detail = errorDetail(text, type)
      throw new StreamFailure({
        state: 'disconnected',
        reason: `HTTP ${response.status}${detail ? ` ${detail}` : ''}`,
      })
    }
    if (!/^text\/event-stream\b/i.test(type ?? '')) {
      await response.body.cancel()
      throw new StreamFailure({
        state: 'disconnected',
        reason: `answered ${type?.split(';')[0] || 'no content type'} instead of an event stream`,
      })
    }
  }

  /** Handles one event; returns how the connection must end when it must. */
  private handle(event: FirebaseEvent, authorization: Authorization): Ending | undefined {
    switch (event.type) {
      case 'put':
      case 'patch':
        if (!this.connected) {
          this.connected = true
          this.attempt = 0
          if (this.reported !== undefined) {
            this.settings.logger('info', 'firebase stream recovered', { path: this.path })
            this.reported = undefined
          }
          this.handlers.onStatus({ state: 'connected' })
        }
        this.handlers.onEvent({ event: event.type, path: event.path, data: event.data })
        return undefined
      case 'keep-alive':
        return undefined
      case 'malformed':
        return {
          state: 'disconnected',
          reason: `malformed ${event.event} event (${JSON.stringify(event.data)}); resyncing`,
        }
      case 'cancel':
        return { state: 'cancelled', reason: event.reason, retryDelay: this.settings.maxBackoffMs }
      case 'auth_revoked':
        return {
          state: 'auth_revoked',
          reason: event.reason,
          retryDelay: authorization.refused() ? undefined : this.settings.maxBackoffMs,
        }
    }
  }

  private lost(ending: Ending): void {
    this.connected = false
    const problem = `${ending.state}: ${ending.reason}`
    const level =
      problem === this.reported ? 'debug' : ending.state === 'disconnected' ? 'warn' : 'error'
    this.settings.logger(
      level,
      ending.denied ? 'firebase path not readable' : 'firebase stream lost',
      {
        path: this.path,
        state: ending.state,
        reason: ending.reason,
      },
    )
    this.reported = problem
    if (ending.denied) this.handlers.onDenied(ending.reason)
    this.handlers.onStatus({ state: ending.state, reason: ending.reason })
  }

  private scheduleReconnect(delay?: number): void {
    const { initialBackoffMs, maxBackoffMs } = this.settings
    const backoff = Math.min(maxBackoffMs, initialBackoffMs * 2 ** this.attempt)
    this.attempt++
    const wait = delay ?? Math.round(backoff * (0.75 + Math.random() * 0.5))
    this.retryTimer = setTimeout(() => void this.connect(), wait)
    this.retryTimer.unref?.()
  }
}
