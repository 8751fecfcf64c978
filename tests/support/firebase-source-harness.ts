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

const example = JSON.parse(
  readFileSync(
    new URL('../../app/league/fixtures/league-tree.example.json', import.meta.url),
    'utf8',
  ),
)
const { RegisterTeamForm: _private, ...league } = example.leagues.demo
export const publicLeague = league

export function strip(tree: unknown): typeof publicLeague {
  const { RegisterTeamForm: _ignored, ...rest } = (tree as typeof example).leagues.demo
  return rest as typeof publicLeague
}

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
    get server(): FirebaseProtocolServer {
      return server as FirebaseProtocolServer
    },
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
        // A slow run must not see streams reopened (and resynced) in the middle of a test.
        idleTimeoutMs: 60_000,
        ...options,
      })
      return source
    },

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
