/**
 * The process's one log destination: stderr written asynchronously (pino's SonicBoom) through a
 * bounded buffer. A synchronous write to a pipe nobody reads (a stuck log shipper,
 * `npm start | less`) blocks the whole process, so when the buffer is full a line is dropped and
 * counted instead; the count is logged once the reader catches up and shown in `/healthz`.
 * Whatever is buffered is written out on a normal exit, for a bounded time. A reader that went
 * away (EPIPE, or EBADF for a closed descriptor) turns every later line into a dropped, counted
 * one: SonicBoom's own flush at exit retried such a write every 100 ms for ever, so a server
 * whose log reader died never exited.
 */
import { writeSync } from 'node:fs'

import pino from 'pino'

import { LogBufferKbSchema } from './env.server.ts'

/** How long the exit may wait for a full pipe before the buffered lines are given up. */
const EXIT_FLUSH_MS = 2_000
/** A write pending this long means the reader has stalled: the exit does not wait for it. */
const STALLED_MS = 1_000

export type LogDropStats = {
  /** Lines dropped since the process started. */
  dropped: number
  /** Lines dropped and not yet reported by a log line. */
  unreported: number
  /** Bytes waiting in the buffer. */
  bufferedBytes: number
}

type Destination = ReturnType<typeof pino.destination>

/** SonicBoom's count of bytes not yet written (not in its typings). */
function bufferedBytes(destination: Destination): number {
  return (destination as unknown as { _len: number })._len
}

/** SonicBoom's pending text (not in its typings): what it has not handed to the system yet. */
type Pending = {
  _bufs: Array<string | Buffer>
  _writingBuf: string | Buffer
  _writing: boolean
  _len: number
}

const lineCount = (text: string) => Math.max(1, text.split('\n').length - 1)

/**
 * Writes `text` with `write` (a synchronous write that returns the bytes written) until `deadline`;
 * a full pipe (EAGAIN) is waited on briefly, any other error ends it. Returns the lines that
 * did not get out.
 */
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

// The built server bundles its own copy of this module beside the one server/index.ts loads:
// both must share one destination, or two buffers would race on the same descriptor.
const KEY = Symbol.for('league-site.stderr-destination')
type GlobalWithDestination = typeof globalThis & { [KEY]?: Shared }

function create(): Shared {
  // What the buffer may hold before lines are dropped (LOG_BUFFER_KB, validated by env.server.ts).
  const maxBytes = LogBufferKbSchema.catch(1024).parse(process.env.LOG_BUFFER_KB) * 1024
  let exitDeadline = Infinity
  let lastProgress = Date.now()
  const destination = pino.destination({
    dest: 2,
    sync: false,
    maxLength: maxBytes,
    // A full pipe: try again later while running, for a bounded time at exit.
    retryEAGAIN: () => Date.now() < exitDeadline,
  })
  const stats: LogDropStats = { dropped: 0, unreported: 0, bufferedBytes: 0 }
  destination.on('drop', () => {
    stats.dropped += 1
    stats.unreported += 1
  })
  // Once a write gets through and the buffer has room again, say how many lines were lost.
  // (SonicBoom announces a write before it releases the written bytes: look once it has.)
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
    // The reader went away (EPIPE), or the descriptor did (EBADF): nothing more can be logged,
    // and the site must go on. What was waiting and whatever comes later is dropped, counted.
    if (broken) return
    broken = true
    const waiting = takePending()
    if (waiting) drop(lineCount(waiting))
    destination.write = (line: string) => {
      drop(lineCount(line))
      return true
    }
  })
  // Pino flushes its destinations at exit with SonicBoom's flushSync, as the handler below
  // does: both take this bounded one.
  destination.flushSync = () => {
    // A reader that took nothing for a while would hold a synchronous write for ever.
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

/** The shared stderr destination, created on first use. */
export function stderrDestination(): Destination {
  const global = globalThis as GlobalWithDestination
  global[KEY] ??= create()
  return global[KEY].destination
}

/** Dropped lines so far (zeros before anything was logged). */
export function logDropStats(): LogDropStats {
  const shared = (globalThis as GlobalWithDestination)[KEY]
  if (!shared) return { dropped: 0, unreported: 0, bufferedBytes: 0 }
  return { ...shared.stats, bufferedBytes: bufferedBytes(shared.destination) }
}
