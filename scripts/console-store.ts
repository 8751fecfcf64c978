import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { CONSOLE_STORE_FILE_NAME, ConsoleStore } from '../app/data/console-store.server.ts'
import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { ensurePrivateDir, ensurePrivateFile } from '../app/data/store-files.server.ts'
import type { Env } from '../app/env.server.ts'

export function openConsoleStore(env: Env): { store: ConsoleStore; close: () => void } {
  if (env.LEAGUE_SOURCE === 'firebase') {
    const file = path.join(env.DATA_DIR, CONSOLE_STORE_FILE_NAME)
    ensurePrivateDir(path.dirname(file))
    ensurePrivateFile(file)
    const db = new DatabaseSync(file, { timeout: 5000 })
    db.exec('PRAGMA journal_mode = WAL;')
    return { store: new ConsoleStore(db), close: () => db.close() }
  }
  const source = new EmbeddedSource({ dataDir: env.DATA_DIR, logger: silentLogger })
  return { store: new ConsoleStore(source.database), close: () => source.closeSync() }
}
