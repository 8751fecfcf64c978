// Imports nothing of the app, so a worker script plain Node runs can import it too.
import { Worker, parentPort, type ResourceLimits, type Transferable } from 'node:worker_threads'

export class PoolFullError extends Error {
  constructor(name: string) {
    super(`${name}: every worker is busy and the queue is full`)
    this.name = 'PoolFullError'
  }
}

export class WorkerJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WorkerJobError'
  }
}

type Options = {
  name: string
  script: URL
  size: number
  maxQueued: number
  /** Counts from when the worker is ready: a thread's start on a busy machine is not the job's. */
  timeoutMs?: number
  workerData?: unknown
  resourceLimits?: ResourceLimits
  onWorkerError?: (error: Error) => void
}

type Job = {
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: Error) => void
}

type Slot = { worker: Worker; ready: boolean; job?: Job; timer?: NodeJS.Timeout }

type Reply = { ok: true; output: unknown } | { ok: false; error: string } | { ready: true }

export type WorkerPool<In, Out> = {
  run(input: In): Promise<Out>
  close(): Promise<void>
  stats(): { workers: number; busy: number; queued: number; refused: number; crashed: number }
}

export function createWorkerPool<In, Out>(options: Options): WorkerPool<In, Out> {
  const slots = new Set<Slot>()
  const queue: Job[] = []
  let closed = false
  let refused = 0
  let crashed = 0

  function spawn(): Slot {
    const worker = new Worker(options.script, {
      workerData: options.workerData,
      resourceLimits: options.resourceLimits,
    })
    const slot: Slot = { worker, ready: false }
    worker.unref()
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true
        if (slot.job) armTimer(slot)
        return
      }
      const job = slot.job
      if (!job) return
      finish(slot)
      if (reply.ok) job.resolve(reply.output)
      else job.reject(new WorkerJobError(reply.error))
      dispatch()
    })
    worker.on('error', (error) => fail(slot, error))
    worker.on('exit', (code) => fail(slot, new Error(`worker exited with code ${code}`)))
    slots.add(slot)
    return slot
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer)
    slot.job = undefined
    slot.timer = undefined
    slot.worker.unref()
  }

  function fail(slot: Slot, error: Error) {
    if (!slots.delete(slot)) return
    const job = slot.job
    finish(slot)
    void slot.worker.terminate()
    if (closed) return
    crashed++
    options.onWorkerError?.(error)
    job?.reject(new WorkerJobError(`${options.name}: ${error.message}`))
    dispatch()
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      let slot = [...slots].find((candidate) => !candidate.job)
      if (!slot) {
        if (slots.size >= options.size) return
        slot = spawn()
      }
      start(slot, queue.shift()!)
    }
  }

  function start(slot: Slot, job: Job) {
    slot.job = job
    // A script awaiting the job would otherwise exit.
    slot.worker.ref()
    if (slot.ready) armTimer(slot)
    slot.worker.postMessage(job.input)
  }

  function armTimer(slot: Slot) {
    if (options.timeoutMs === undefined) return
    const timeoutMs = options.timeoutMs
    slot.timer = setTimeout(
      () => fail(slot, new Error(`job still running after ${timeoutMs} ms`)),
      timeoutMs,
    )
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new WorkerJobError(`${options.name}: the pool is closed`))
      const idle = [...slots].some((slot) => !slot.job) || slots.size < options.size
      if (!idle && queue.length >= options.maxQueued) {
        refused++
        return Promise.reject(new PoolFullError(options.name))
      }
      return new Promise<Out>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (output: unknown) => void, reject })
        dispatch()
      })
    },
    async close() {
      if (closed) return
      closed = true
      const closing = new WorkerJobError(`${options.name}: the pool is closed`)
      for (const job of queue.splice(0)) job.reject(closing)
      const ending = [...slots]
      slots.clear()
      for (const slot of ending) {
        slot.job?.reject(closing)
        finish(slot)
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()))
    },
    stats() {
      const busy = [...slots].filter((slot) => slot.job).length
      return { workers: slots.size, busy, queued: queue.length, refused, crashed }
    },
  }
}

export function serveJobs<In, Out>(
  handle: (input: In) => Promise<{ output: Out; transfer?: Transferable[] }>,
): void {
  const port = parentPort
  if (!port) throw new Error('serveJobs runs in a worker thread')
  port.postMessage({ ready: true } satisfies Reply)
  port.on('message', (input: In) => {
    handle(input).then(
      ({ output, transfer }) => port.postMessage({ ok: true, output } satisfies Reply, transfer),
      (error: unknown) =>
        port.postMessage({
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply),
    )
  })
}
