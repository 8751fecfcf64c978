// One stream per public child, since the league root itself is usually not readable
// (firebase-league-children.ts).
import { leagueChildKeys } from './firebase-league-children.ts'
import { FirebaseStream, type StreamSettings } from './firebase-stream.server.ts'
import {
  applyStreamEvent,
  joinPath,
  setOwn,
  type SourceStatus,
  type StreamEvent,
  type StreamListener,
  type SubscribeOptions,
} from './league-source.ts'

type Batch = {
  initial: boolean
  waiting: Set<string>
  values: Map<string, unknown>
  timer?: ReturnType<typeof setTimeout>
}

export class LeagueRootSubscription {
  private readonly streams = new Map<string, FirebaseStream>()
  private readonly statuses = new Map<string, SourceStatus['state']>()
  private seasons: unknown = null
  private batch: Batch | undefined = { initial: true, waiting: new Set(), values: new Map() }
  private aggregate: SourceStatus['state'] | undefined
  private closed = false
  private readonly settings: StreamSettings
  private readonly root: string
  private readonly listener: StreamListener
  private readonly options: SubscribeOptions | undefined
  private readonly batchTimeoutMs: number

  constructor(
    settings: StreamSettings,
    root: string,
    listener: StreamListener,
    options?: SubscribeOptions & { batchTimeoutMs?: number },
  ) {
    this.settings = settings
    this.root = joinPath(root)
    this.listener = listener
    this.options = options
    this.batchTimeoutMs = options?.batchTimeoutMs ?? settings.connectTimeoutMs
  }

  start(): void {
    this.open('Seasons')
  }

  close(): void {
    this.closed = true
    clearTimeout(this.batch?.timer)
    for (const stream of this.streams.values()) stream.close()
    this.streams.clear()
  }

  private open(child: string): void {
    if (this.streams.has(child) || this.closed) return
    const stream = new FirebaseStream(this.settings, joinPath(this.root, child), {
      onEvent: (event) => this.onChildEvent(child, event),
      onStatus: (status) => this.onChildStatus(child, status),
      onDenied: (reason) => this.onChildDenied(child, reason),
    })
    this.streams.set(child, stream)
    this.batch?.waiting.add(child)
    stream.start()
  }

  private onChildDenied(child: string, reason: string): void {
    const path = joinPath(this.root, child)
    if (this.batch?.waiting.has(child)) {
      this.settings.logger('debug', 'firebase child not readable; left out', { path, reason })
      this.onChildEvent(child, { event: 'put', path: '/', data: null })
      return
    }
    // Keep what was loaded (it may be a passing credential problem); the stream keeps retrying.
    this.settings.logger('debug', 'firebase child not readable; keeping its last value', {
      path,
      reason,
    })
  }

  private onChildEvent(child: string, event: StreamEvent): void {
    if (this.closed) return
    if (child === 'Seasons') {
      this.seasons = applyStreamEvent(this.seasons, event)
      if (!this.batch && this.newChildren().length > 0) this.startBatch()
    }
    const batch = this.batch
    if (batch && (child === 'Seasons' || batch.waiting.has(child) || batch.values.has(child))) {
      const held = batch.values.get(child) ?? null
      batch.values.set(child, child === 'Seasons' ? this.seasons : applyStreamEvent(held, event))
      batch.waiting.delete(child)
      if (child === 'Seasons') this.syncChildren()
      if (batch.waiting.size === 0) this.flush()
      return
    }
    if (child === 'Seasons') this.syncChildren()
    const path =
      event.path === '/' || event.path === ''
        ? `/${child}`
        : `/${child}${event.path.startsWith('/') ? '' : '/'}${event.path}`
    this.listener({ event: event.event, path, data: event.data })
  }

  private newChildren(): string[] {
    return leagueChildKeys(this.seasons).filter((key) => !this.streams.has(key))
  }

  private startBatch(): void {
    const batch: Batch = { initial: false, waiting: new Set(), values: new Map() }
    batch.timer = setTimeout(() => {
      if (this.batch === batch) this.flush()
    }, this.batchTimeoutMs)
    batch.timer.unref?.()
    this.batch = batch
  }

  private flush(): void {
    const batch = this.batch
    if (!batch) return
    clearTimeout(batch.timer)
    this.batch = undefined
    const data: Record<string, unknown> = {}
    for (const [key, value] of batch.values) {
      // The first tree leaves out what is empty; a patch's nulls delete.
      if (value !== null || !batch.initial) setOwn(data, key, value)
    }
    this.listener({ event: batch.initial ? 'put' : 'patch', path: '/', data })
  }

  private syncChildren(): void {
    const wanted = new Set(leagueChildKeys(this.seasons))
    for (const key of wanted) this.open(key)
    for (const [key, stream] of this.streams) {
      if (wanted.has(key)) continue
      stream.close()
      this.streams.delete(key)
      this.statuses.delete(key)
      if (this.batch) {
        this.batch.waiting.delete(key)
        if (this.batch.initial) this.batch.values.delete(key)
        else this.batch.values.set(key, null)
      } else this.listener({ event: 'put', path: `/${key}`, data: null })
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
