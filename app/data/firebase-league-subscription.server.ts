/**
 * A subscription of a whole league (`leagues/{key}`) composed of one stream per public child
 * (see firebase-league-children.ts), since the league root itself is usually not readable.
 *
 * - `Seasons` is opened first; every season it lists opens that season's children, and a season
 *   removed from it closes them (and deletes them with a `put` of null).
 * - The first event delivered is one `put /` of the whole public tree, sent once every child has
 *   loaded; a child that cannot be read (401/403) counts as loaded and is left out.
 * - Afterwards a child's events are forwarded under its own path (`/News/…`); a child's first put
 *   after a reconnect replaces that child (resync). A child that becomes unreadable later keeps its
 *   last value while its stream keeps retrying.
 * - The status reported is the worst of the children's: `connected` once every child is.
 */
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

export class LeagueRootSubscription {
  private readonly streams = new Map<string, FirebaseStream>()
  private readonly loading = new Map<string, unknown>()
  private readonly statuses = new Map<string, SourceStatus['state']>()
  private seasons: unknown = null
  private initialDone = false
  private aggregate: SourceStatus['state'] | undefined
  private closed = false
  private readonly settings: StreamSettings
  private readonly root: string
  private readonly listener: StreamListener
  private readonly options: SubscribeOptions | undefined

  constructor(
    settings: StreamSettings,
    root: string,
    listener: StreamListener,
    options?: SubscribeOptions,
  ) {
    this.settings = settings
    this.root = joinPath(root)
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
    const stream = new FirebaseStream(this.settings, joinPath(this.root, child), {
      onEvent: (event) => this.onChildEvent(child, event),
      onStatus: (status) => this.onChildStatus(child, status),
      onDenied: (reason) => this.onChildDenied(child, reason),
    })
    this.streams.set(child, stream)
    stream.start()
  }

  private onChildDenied(child: string, reason: string): void {
    // The stream logged the problem (once); this only decides what the tree gets.
    const path = joinPath(this.root, child)
    if (this.initialDone || this.loading.has(child)) {
      // Keep what was loaded (it may be a passing credential problem); the stream keeps retrying.
      this.settings.logger('debug', 'firebase child not readable; keeping its last value', {
        path,
        reason,
      })
      return
    }
    this.settings.logger('debug', 'firebase child not readable; left out', { path, reason })
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
