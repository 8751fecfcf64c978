/**
 * What the tests of the Firebase source share (firebase-source.server.test.ts,
 * firebase-league-subscription.server.test.ts): the contract example league, whole and as the site
 * reads it, and `firebaseSourceHarness()`, which starts a protocol server with that league,
 * connects a FirebaseSource to it, follows a path as the mirror would, and closes both after each
 * test.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach } from 'vitest'

import type { FirebaseCredential } from '../../app/data/firebase-credential.server.ts'
import { FirebaseSource } from '../../app/data/firebase-source.server.ts'
import {
  applyStreamEvent,
  type SourceStatus,
  type StreamEvent,
} from '../../app/data/league-source.ts'
import { silentLogger, type Logger } from '../../app/data/log.server.ts'
import { FirebaseProtocolServer } from './firebase-protocol-server.ts'

/** The contract example (the whole database, private children included). */
const example = JSON.parse(
  readFileSync(
    new URL('../../app/league/fixtures/league-tree.example.json', import.meta.url),
    'utf8',
  ),
)
const { RegisterTeamForm: _private, ...league } = example.leagues.demo
/** The example league without its private RegisterTeamForm: what a source reads of it. */
export const publicLeague = league

/** The readable part of the demo league in a server's tree. */
export function strip(tree: unknown): typeof publicLeague {
  const { RegisterTeamForm: _ignored, ...rest } = (tree as typeof example).leagues.demo
  return rest as typeof publicLeague
}

/**
 * Registers the hooks of a test file and returns its server and source (set by `startServer` and
 * `connect`, closed after each test).
 */
export function firebaseSourceHarness() {
  let server: FirebaseProtocolServer | undefined
  let source: FirebaseSource | undefined

  beforeEach(() => {
    server = undefined
  })

  afterEach(async () => {
    await source?.close()
    await server?.close()
  })

  return {
    /** The server of the running test (started by `startServer`). */
    get server(): FirebaseProtocolServer {
      return server as FirebaseProtocolServer
    },
    /** The source of the running test (made by `connect`). */
    get source(): FirebaseSource {
      return source as FirebaseSource
    },

    startServer(
      options: ConstructorParameters<typeof FirebaseProtocolServer>[0] = {},
    ): Promise<string> {
      server = new FirebaseProtocolServer({ tree: example, ...options })
      return server.listen()
    },

    connect(
      url: string,
      auth?: string,
      options: { logger?: Logger; requestTimeoutMs?: number; credential?: FirebaseCredential } = {},
    ): FirebaseSource {
      source = new FirebaseSource({
        databaseURL: url,
        auth,
        logger: silentLogger,
        initialBackoffMs: 20,
        maxBackoffMs: 100,
        // Idle streams are tested in firebase-stream.server.test.ts; here a slow run must not see
        // streams reopened (and resynced) in the middle of a test.
        idleTimeoutMs: 60_000,
        ...options,
      })
      return source
    },

    /** Subscribes and keeps the tree the events describe, as the mirror would. */
    follow(at: string) {
      const state = {
        tree: null as unknown,
        events: [] as StreamEvent[],
        statuses: [] as SourceStatus[],
      }
      if (!source) throw new Error('follow() before connect()')
      source.subscribe(
        at,
        (event) => {
          state.events.push(event)
          state.tree = applyStreamEvent(state.tree, event)
        },
        { onStatus: (status) => state.statuses.push(status) },
      )
      return state
    },
  }
}
