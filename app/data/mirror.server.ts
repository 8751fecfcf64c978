// The league held in memory: immutable snapshots, each change a new tree sharing untouched
// branches.
import {
  applyStreamEvent,
  deepFreeze,
  isPlainObject,
  joinPath,
  splitPath,
  type LeagueSource,
  type SourceStatus,
  type StreamEvent,
  type Unsubscribe,
} from './league-source.ts'
import { jsonLogger, type Logger } from './log.server.ts'

export type LeagueTree = { readonly [key: string]: unknown }

export type LeagueSnapshot = {
  readonly version: number
  /** Never mutate it. */
  readonly tree: LeagueTree
  readonly loadedAt: Date
}

export type LeagueChangeListener = (snapshot: LeagueSnapshot, changedTopLevelKeys: string[]) => void

export type MirrorHealth =
  | { state: 'loading'; since: Date }
  | { state: 'live'; since: Date }
  | { state: 'stale'; since: Date; reason: string }
  | { state: 'failed'; since: Date; reason: string }

export class LeagueUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'LeagueUnavailableError'
  }
}

export const PRIVATE_LEAGUE_CHILDREN: readonly string[] = ['RegisterTeamForm']

export type MirrorOptions = {
  source: LeagueSource
  path: string
  exclude?: readonly string[]
  logger?: Logger
  freeze?: boolean
  loadTimeoutMs?: number
  clock?: () => Date
}

const EMPTY_TREE: LeagueTree = Object.freeze({})

export class LeagueMirror {
  private readonly source: LeagueSource
  private readonly path: string
  private readonly exclude: ReadonlySet<string>
  private readonly logger: Logger
  private readonly freeze: boolean
  private readonly loadTimeoutMs: number
  private readonly clock: () => Date
  private readonly listeners = new Set<LeagueChangeListener>()
  private current: LeagueSnapshot | undefined
  private pendingTree: unknown = null
  private unsubscribe: Unsubscribe | undefined
  private startPromise: Promise<LeagueSnapshot> | undefined
  private resolveLoad: ((snapshot: LeagueSnapshot) => void) | undefined
  private healthState: MirrorHealth
  private closed = false

  constructor(options: MirrorOptions) {
    this.source = options.source
    this.path = joinPath(options.path)
    this.exclude = new Set(options.exclude ?? PRIVATE_LEAGUE_CHILDREN)
    this.logger = options.logger ?? jsonLogger
    this.freeze = options.freeze ?? process.env.NODE_ENV !== 'production'
    this.loadTimeoutMs = options.loadTimeoutMs ?? 20_000
    this.clock = options.clock ?? (() => new Date())
    this.healthState = { state: 'loading', since: this.clock() }
  }

  /** The subscription stays open, so a later load still publishes. */
  start(): Promise<LeagueSnapshot> {
    if (this.startPromise) return this.startPromise
    const started = this.clock().getTime()
    this.startPromise = new Promise<LeagueSnapshot>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.current) return
        const reason =
          this.healthState.state === 'loading' ? 'no data received' : healthReason(this.healthState)
        this.healthState = { state: 'failed', since: this.clock(), reason }
        this.logger('error', 'league data unavailable: first load failed', {
          path: this.path,
          waitedMs: this.loadTimeoutMs,
          reason,
        })
        reject(
          new LeagueUnavailableError(`League data at ${this.path} could not be loaded: ${reason}`),
        )
      }, this.loadTimeoutMs)
      timer.unref?.()
      this.resolveLoad = (snapshot) => {
        clearTimeout(timer)
        this.logger('info', 'league data loaded', {
          path: this.path,
          version: snapshot.version,
          ms: this.clock().getTime() - started,
        })
        resolve(snapshot)
      }
    })
    // A rejection nobody awaits must not crash the process: callers see it through start().
    this.startPromise.catch(() => {})
    this.unsubscribe = this.source.subscribe(this.path, (event) => this.handle(event), {
      onStatus: (status) => this.handleStatus(status),
    })
    return this.startPromise
  }

  snapshot(): LeagueSnapshot | undefined {
    return this.current
  }

  health(): MirrorHealth {
    return this.healthState
  }

  onChange(listener: LeagueChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  close(): void {
    this.closed = true
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.listeners.clear()
  }

  private handleStatus(status: SourceStatus): void {
    if (this.closed) return
    const previous = this.healthState
    if (status.state === 'connected') {
      if (previous.state === 'stale') {
        this.logger('info', 'league source reachable again', {
          path: this.path,
          outageMs: this.clock().getTime() - previous.since.getTime(),
          version: this.current?.version,
        })
        this.healthState = { state: 'live', since: this.clock() }
      }
      return
    }
    if (this.current) {
      if (previous.state !== 'stale') {
        this.healthState = {
          state: 'stale',
          since: this.clock(),
          reason: `${status.state}: ${status.reason}`,
        }
        this.logger('warn', 'league source unreachable; serving the last snapshot', {
          path: this.path,
          status: status.state,
          reason: status.reason,
          version: this.current.version,
          loadedAt: this.current.loadedAt.toISOString(),
        })
      }
    } else if (previous.state === 'loading') {
      this.logger('warn', 'league source unreachable before the first load', {
        path: this.path,
        status: status.state,
        reason: status.reason,
      })
    }
  }

  private handle(event: StreamEvent): void {
    if (this.closed) return
    const filtered = this.withoutExcluded(event)
    if (!filtered) return
    const isRootPut = filtered.event === 'put' && splitPath(filtered.path).length === 0
    if (!this.current && !isRootPut) {
      // Only a put at the root is a whole tree: anything earlier waits for it.
      this.pendingTree = applyStreamEvent(this.pendingTree, filtered)
      return
    }
    const previousTree = this.current?.tree ?? this.pendingTree
    let next = applyStreamEvent(previousTree, filtered)
    if (!isPlainObject(next)) next = EMPTY_TREE
    if (this.current && next === this.current.tree) return
    const tree = (this.freeze ? deepFreeze(next) : next) as LeagueTree
    const changed = changedKeys(this.current?.tree, tree)
    const snapshot: LeagueSnapshot = Object.freeze({
      version: (this.current?.version ?? 0) + 1,
      tree,
      loadedAt: this.clock(),
    })
    this.current = snapshot
    this.pendingTree = null
    if (this.healthState.state !== 'stale')
      this.healthState = { state: 'live', since: this.clock() }
    if (this.resolveLoad) {
      const resolve = this.resolveLoad
      this.resolveLoad = undefined
      resolve(snapshot)
    }
    for (const listener of this.listeners) {
      try {
        listener(snapshot, changed)
      } catch (error) {
        this.logger('error', 'league change listener failed', { error })
      }
    }
  }

  private withoutExcluded(event: StreamEvent): StreamEvent | undefined {
    const segments = splitPath(event.path)
    if (segments.length > 0) return this.exclude.has(segments[0]) ? undefined : event
    if (!isPlainObject(event.data)) return event
    const data: Record<string, unknown> = {}
    let removed = false
    for (const key of Object.keys(event.data)) {
      if (this.exclude.has(splitPath(key)[0] ?? '')) removed = true
      // The descriptor, not the value: a branch the store has not parsed yet stays so.
      else Object.defineProperty(data, key, Object.getOwnPropertyDescriptor(event.data, key)!)
    }
    if (!removed) return event
    if (event.event === 'patch' && Object.keys(data).length === 0) return undefined
    return { ...event, data }
  }
}

function healthReason(health: MirrorHealth): string {
  return 'reason' in health ? health.reason : health.state
}

function changedKeys(previous: LeagueTree | undefined, next: LeagueTree): string[] {
  // Without reading a value: the first tree's branches are parsed when first read.
  if (previous === undefined) return Object.keys(next).sort()
  const keys = new Set([...Object.keys(previous ?? {}), ...Object.keys(next)])
  const own = (tree: LeagueTree | undefined, key: string): unknown =>
    tree && Object.hasOwn(tree, key) ? tree[key] : undefined
  return [...keys].filter((key) => own(previous, key) !== own(next, key)).sort()
}
