// `LeagueSource` over a Realtime Database through its documented REST API.
import type { FirebaseCredential } from './firebase-credential.server.ts'
import { isLeagueRoot, leagueChildKeys } from './firebase-league-children.ts'
import { LeagueRootSubscription } from './firebase-league-subscription.server.ts'
import { FirebaseRequestError, FirebaseRest } from './firebase-rest.server.ts'
import { FirebaseStream, type StreamSettings } from './firebase-stream.server.ts'
import {
  joinPath,
  setOwn,
  updateProblem,
  type LeagueSource,
  type StreamListener,
  type SubscribeOptions,
  type Unsubscribe,
} from './league-source.ts'
import { jsonLogger, type Logger } from './log.server.ts'

export { FirebaseRequestError }
export { seasonChildren } from './firebase-league-children.ts'

export type FirebaseSourceOptions = {
  databaseURL: string
  credential?: FirebaseCredential
  auth?: string
  logger?: Logger
  /** Doubles up to `maxBackoffMs` (defaults 1 s and 30 s). */
  initialBackoffMs?: number
  maxBackoffMs?: number
  /** Firebase sends keep-alive every ~30 s; default 90 s. */
  idleTimeoutMs?: number
  requestTimeoutMs?: number
  splitLeagueRoot?: boolean
}

function isDenied(error: unknown): boolean {
  return error instanceof FirebaseRequestError && (error.status === 401 || error.status === 403)
}

export class FirebaseSource implements LeagueSource {
  readonly kind = 'firebase' as const
  private readonly rest: FirebaseRest
  private readonly streamSettings: StreamSettings
  private readonly splitLeagueRoot: boolean
  private readonly closers = new Set<() => void>()

  constructor(options: FirebaseSourceOptions) {
    this.rest = new FirebaseRest(options)
    this.streamSettings = {
      urlFor: (path) => this.rest.urlFor(path),
      credential: this.rest.credential,
      logger: options.logger ?? jsonLogger,
      initialBackoffMs: options.initialBackoffMs ?? 1000,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
      connectTimeoutMs: this.rest.requestTimeoutMs,
      idleTimeoutMs: options.idleTimeoutMs ?? 90_000,
    }
    this.splitLeagueRoot = options.splitLeagueRoot ?? true
  }

  get credential(): FirebaseCredential {
    return this.rest.credential
  }

  async read(path: string): Promise<unknown> {
    if (!(this.splitLeagueRoot && isLeagueRoot(path))) return this.rest.get(path)
    const readChild = (child: string): Promise<unknown> =>
      this.rest.get(joinPath(path, child)).catch((error: unknown) => {
        if (isDenied(error)) return null
        throw error
      })
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
      const subscription = new LeagueRootSubscription(this.streamSettings, path, listener, options)
      subscription.start()
      close = () => subscription.close()
    } else {
      let loaded = false
      const stream = new FirebaseStream(this.streamSettings, joinPath(path), {
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

  push(path: string, value: unknown): Promise<string> {
    return this.rest.post(path, value)
  }

  async applyUpdate(root: string, values: Readonly<Record<string, unknown>>): Promise<void> {
    const problem = updateProblem(values)
    if (problem) throw new Error(`the update cannot be applied: ${problem}`)
    const body = Object.fromEntries(
      Object.entries(values).map(([p, value]) => [joinPath(p), value ?? null]),
    )
    await this.rest.patch(root, body)
  }

  async close(): Promise<void> {
    for (const close of this.closers) close()
    this.closers.clear()
  }
}
