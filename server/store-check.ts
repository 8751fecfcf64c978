// SQLite's quick_check of the league store reads the whole file: it runs on another thread while
// the server loads its modules, and the start waits for it before opening the store.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import {
  type StoreStartupError,
  storeDamage,
  unopenableStore,
} from '../app/data/store-files.server.ts'

export function checkStoreAside(
  dataDir: string,
  storeFileName: string,
): Promise<StoreStartupError | undefined> {
  const file = path.join(path.resolve(dataDir), storeFileName)
  if (!existsSync(file) || statSync(file).size === 0) return Promise.resolve(undefined)
  const verdict = (problem: string | undefined) =>
    problem === undefined ? undefined : unopenableStore(file, problem)
  return new Promise((resolve) => {
    let answered = false
    const worker = new Worker(new URL('./store-check.worker.ts', import.meta.url), {
      workerData: file,
    })
    worker.once('message', (problem: string | undefined) => {
      answered = true
      resolve(verdict(problem))
    })
    // A thread that could not run or answer: the check runs here instead.
    const here = () => {
      if (answered) return
      answered = true
      resolve(verdict(storeDamage(file)))
    }
    worker.once('error', here)
    worker.once('exit', here)
  })
}
