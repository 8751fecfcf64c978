// One stream kept open until closed: reopened with jittered back-off, and each connection's first
// `put` resyncs the path.
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
  urlFor: (path: string) => string
  credential?: FirebaseCredential
  logger: Logger
  initialBackoffMs: number
  maxBackoffMs: number
  connectTimeoutMs: number
  idleTimeoutMs: number
}

export type StreamHandlers = {
  onEvent: (event: StreamEvent) => void
  onStatus: (status: SourceStatus) => void
  onDenied: (reason: string) => void
}

type LostState = Exclude<SourceStatus['state'], 'connected'>
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
  /** Replaced by one with a fresh token: not a loss. */
  private renewing = false
  private attempt = 0
  private closed = false
  private connected = false
  /** Not logged again until a recovery. */
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

  private renewWhenDue(controller: AbortController, renewAt: number | undefined): void {
    clearTimeout(this.renewTimer)
    // Past due: the credential could not renew it yet and lends the old one while it is valid.
    if (renewAt === undefined || renewAt <= Date.now()) return
    const due = () => {
      // Timers and Date.now() are different clocks, and a timer can fire a millisecond before Date
      // reaches its time: the credential would then lend the token it is not yet due to renew.
      const left = renewAt - Date.now()
      if (left > 0) {
        this.renewTimer = setTimeout(due, left)
        this.renewTimer.unref?.()
        return
      }
      this.renewing = true
      controller.abort(new Error('access token renewed'))
    }
    this.renewTimer = setTimeout(due, Math.max(0, renewAt - Date.now()))
    this.renewTimer.unref?.()
  }

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
