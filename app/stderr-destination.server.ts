// Asynchronous, through a bounded buffer: a synchronous write to a pipe nobody reads blocks the
// whole process.
import { writeSync } from 'node:fs'

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

/** Not in its typings. */
type Pending = {
  _bufs: Array<string | Buffer>
  _writingBuf: string | Buffer
  _writing: boolean
  _len: number
}

const lineCount = (text: string) => Math.max(1, text.split('\n').length - 1)

/** A full pipe (EAGAIN) is waited on briefly, any other error ends it. */
export function writeOutBounded(
  write: (chunk: Buffer) => number,
  text: string,
  deadline: number,
  now: () => number = Date.now,
): number {
  let rest = Buffer.from(text)
  while (rest.length > 0) {
    try {
      rest = rest.subarray(write(rest))
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if ((code !== 'EAGAIN' && code !== 'EBUSY') || now() >= deadline) break
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
    }
  }
  return rest.length === 0 ? 0 : lineCount(rest.toString())
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
  const drop = (lines: number) => {
    stats.dropped += lines
    stats.unreported += lines
  }
  const pending = destination as unknown as Pending
  const takePending = (): string => {
    const parts = pending._writing ? pending._bufs : [pending._writingBuf, ...pending._bufs]
    const text = parts.map(String).join('')
    pending._bufs = []
    pending._writingBuf = ''
    pending._len = 0
    return text
  }
  let broken = false
  destination.on('error', () => {
    // The reader (EPIPE) or the descriptor (EBADF) went away: the site must go on; the rest is
    // dropped, counted.
    if (broken) return
    broken = true
    const waiting = takePending()
    if (waiting) drop(lineCount(waiting))
    destination.write = (line: string) => {
      drop(lineCount(line))
      return true
    }
  })
  destination.flushSync = () => {
    if (pending._writing && Date.now() - lastProgress > STALLED_MS) return
    exitDeadline = Math.min(exitDeadline, Date.now() + EXIT_FLUSH_MS)
    const text = takePending()
    if (!text) return
    if (broken) return drop(lineCount(text))
    drop(writeOutBounded((chunk) => writeSync(2, chunk), text, exitDeadline))
  }
  process.on('exit', () => destination.flushSync())
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
