// Both console stores, for tests that hold each to the same behaviour: SQLite in memory, and the
// Realtime Database through the protocol stand-in (one server per test file, a fresh path each).
import { DatabaseSync } from 'node:sqlite'
import { afterAll } from 'vitest'

import type { ConsoleStore } from '../../app/data/console-store.server.ts'
import { FirebaseConsoleStore } from '../../app/data/console-store-firebase.server.ts'
import { SqliteConsoleStore } from '../../app/data/console-store-sqlite.server.ts'
import { FirebaseRest } from '../../app/data/firebase-rest.server.ts'
import { getAtPath } from '../../app/data/league-source.ts'
import { FirebaseProtocolServer } from './firebase-protocol-server.ts'

export type OpenedStore = {
  store: ConsoleStore
  /** Everything the store holds, as text. */
  stored(): string
  /** Another instance on the same state (a second process or machine). */
  another(): ConsoleStore
}

export type ConsoleStoreKind = { kind: string; open(clock: () => number): Promise<OpenedStore> }

export function consoleStoreKinds(): ConsoleStoreKind[] {
  let server: FirebaseProtocolServer | undefined
  let listening: Promise<string> | undefined
  let paths = 0
  afterAll(async () => {
    if (listening) await server?.close()
  })
  return [
    {
      kind: 'SQLite',
      async open(clock) {
        const db = new DatabaseSync(':memory:')
        const tables = () =>
          (
            db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
              name: string
            }>
          ).map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all())
        return {
          store: new SqliteConsoleStore(db, clock),
          stored: () => JSON.stringify(tables()),
          another: () => new SqliteConsoleStore(db, clock),
        }
      },
    },
    {
      kind: 'the Realtime Database',
      async open(clock) {
        server ??= new FirebaseProtocolServer()
        listening ??= server.listen()
        const url = await listening
        const root = `consoleState/league${++paths}`
        const make = () =>
          new FirebaseConsoleStore(new FirebaseRest({ databaseURL: url }), root, clock)
        return {
          store: make(),
          stored: () => JSON.stringify(getAtPath(server!.tree, root) ?? null),
          another: make,
        }
      },
    },
  ]
}
