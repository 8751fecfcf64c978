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
  /**
   * Jobs one worker is given at once: 1 for work that holds the thread (a drawing), more for jobs
   * that mostly wait on the network.
   */
  jobsPerWorker?: number
  /** Counts from when the worker is ready: a thread's start on a busy machine is not the job's. */
  timeoutMs?: number
  workerData?: unknown
  resourceLimits?: ResourceLimits
  onWorkerError?: (error: Error) => void
}

type Job = {
  id: number
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: Error) => void
  timer?: NodeJS.Timeout
}

type Slot = { worker: Worker; ready: boolean; jobs: Map<number, Job> }

type Reply =
  | { id: number; ok: true; output: unknown }
  | { id: number; ok: false; error: string }
  | { ready: true }

export type WorkerPool<In, Out> = {
  run(input: In): Promise<Out>
  close(): Promise<void>
  stats(): { workers: number; busy: number; queued: number; refused: number; crashed: number }
}

export function createWorkerPool<In, Out>(options: Options): WorkerPool<In, Out> {
  const perWorker = options.jobsPerWorker ?? 1
  const slots = new Set<Slot>()
  const queue: Job[] = []
  let closed = false
  let refused = 0
  let crashed = 0
  let nextId = 0

  function spawn(): Slot {
    const worker = new Worker(options.script, {
      workerData: options.workerData,
      resourceLimits: options.resourceLimits,
    })
    const slot: Slot = { worker, ready: false, jobs: new Map() }
    worker.unref()
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true
        for (const job of slot.jobs.values()) armTimer(slot, job)
        return
      }
      const job = slot.jobs.get(reply.id)
      if (!job) return
      finish(slot, job)
      if (reply.ok) job.resolve(reply.output)
      else job.reject(new WorkerJobError(reply.error))
      dispatch()
    })
    worker.on('error', (error) => fail(slot, error))
    worker.on('exit', (code) => fail(slot, new Error(`worker exited with code ${code}`)))
    slots.add(slot)
    return slot
  }

  function finish(slot: Slot, job: Job) {
    clearTimeout(job.timer)
    slot.jobs.delete(job.id)
    if (slot.jobs.size === 0) slot.worker.unref()
  }

  function fail(slot: Slot, error: Error) {
    if (!slots.delete(slot)) return
    const jobs = [...slot.jobs.values()]
    for (const job of jobs) finish(slot, job)
    void slot.worker.terminate()
    if (closed) return
    crashed++
    options.onWorkerError?.(error)
    for (const job of jobs) job.reject(new WorkerJobError(`${options.name}: ${error.message}`))
    dispatch()
  }

  /** The least busy worker with room, or a new one while the pool is not full and none is idle. */
  function slotWithRoom(): Slot | undefined {
    let best: Slot | undefined
    for (const slot of slots) if (!best || slot.jobs.size < best.jobs.size) best = slot
    if ((!best || best.jobs.size > 0) && slots.size < options.size) return spawn()
    return best && best.jobs.size < perWorker ? best : undefined
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slotWithRoom()
      if (!slot) return
      start(slot, queue.shift()!)
    }
  }

  function start(slot: Slot, job: Job) {
    slot.jobs.set(job.id, job)
    // A script awaiting the job would otherwise exit.
    slot.worker.ref()
    if (slot.ready) armTimer(slot, job)
    slot.worker.postMessage({ id: job.id, input: job.input })
  }

  function armTimer(slot: Slot, job: Job) {
    if (options.timeoutMs === undefined) return
    const timeoutMs = options.timeoutMs
    job.timer = setTimeout(
      () => fail(slot, new Error(`job still running after ${timeoutMs} ms`)),
      timeoutMs,
    )
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new WorkerJobError(`${options.name}: the pool is closed`))
      const room =
        slots.size < options.size || [...slots].some((slot) => slot.jobs.size < perWorker)
      if (!room && queue.length >= options.maxQueued) {
        refused++
        return Promise.reject(new PoolFullError(options.name))
      }
      return new Promise<Out>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve: resolve as (output: unknown) => void, reject })
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
        for (const job of [...slot.jobs.values()]) {
          finish(slot, job)
          job.reject(closing)
        }
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()))
    },
    stats() {
      const busy = [...slots].filter((slot) => slot.jobs.size > 0).length
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
  port.on('message', ({ id, input }: { id: number; input: In }) => {
    handle(input).then(
      ({ output, transfer }) =>
        port.postMessage({ id, ok: true, output } satisfies Reply, transfer),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply),
    )
  })
}
