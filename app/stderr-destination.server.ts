// Asynchronous, through a bounded buffer: a synchronous write to a pipe nobody reads blocks the
// whole process.
import pino from 'pino'

import { LogBufferKbSchema } from './env.server.ts'

const EXIT_FLUSH_MS = 2_000
const STALLED_MS = 1_000

export type LogDropStats = {
  dropped: number
  unreported: number
  bufferedBytes: number
}

type Destination = ReturnType<typeof pino.destination>

/** Not in its typings. */
function bufferedBytes(destination: Destination): number {
  return (destination as unknown as { _len: number })._len
}

type Shared = {
  destination: Destination
  stats: LogDropStats
}

// The built server bundles its own copy of this module: both must share one destination.
const KEY = Symbol.for('league-site.stderr-destination')
type GlobalWithDestination = typeof globalThis & { [KEY]?: Shared }

function create(): Shared {
  const maxBytes = LogBufferKbSchema.catch(1024).parse(process.env.LOG_BUFFER_KB) * 1024
  let exitDeadline = Infinity
  let lastProgress = Date.now()
  const destination = pino.destination({
    dest: 2,
    sync: false,
    maxLength: maxBytes,
    retryEAGAIN: () => Date.now() < exitDeadline,
  })
  const stats: LogDropStats = { dropped: 0, unreported: 0, bufferedBytes: 0 }
  destination.on('drop', () => {
    stats.dropped += 1
    stats.unreported += 1
  })
  // SonicBoom announces a write before it releases the written bytes: look once it has.
  const reportDrops = () => {
    if (stats.unreported === 0) return
    if (bufferedBytes(destination) > maxBytes / 2) return
    const line = JSON.stringify({
      level: 'warn',
      time: new Date().toISOString(),
      msg: 'log lines dropped: the log reader was not keeping up',
      dropped: stats.unreported,
      droppedTotal: stats.dropped,
    })
    stats.unreported = 0
    destination.write(`${line}\n`)
  }
  destination.on('write', () => {
    lastProgress = Date.now()
    if (stats.unreported > 0) process.nextTick(reportDrops)
  })
  destination.on('error', () => {
    // stderr closed (EPIPE): nothing more can be logged, and the site must go on.
  })
  process.on('exit', () => {
    const writing = (destination as unknown as { _writing: boolean })._writing
    if (writing && Date.now() - lastProgress > STALLED_MS) return
    exitDeadline = Date.now() + EXIT_FLUSH_MS
    try {
      destination.flushSync()
    } catch {
    }
  })
  return { destination, stats }
}

export function stderrDestination(): Destination {
  const global = globalThis as GlobalWithDestination
  global[KEY] ??= create()
  return global[KEY].destination
}

export function logDropStats(): LogDropStats {
  const shared = (globalThis as GlobalWithDestination)[KEY]
  if (!shared) return { dropped: 0, unreported: 0, bufferedBytes: 0 }
  return { ...shared.stats, bufferedBytes: bufferedBytes(shared.destination) }
}
