import { afterEach, describe, expect, it } from 'vitest'

import type { TestJob } from './worker-pool.test-worker.ts'
import {
  PoolFullError,
  WorkerJobError,
  type WorkerPool,
  createWorkerPool,
} from './worker-pool.server.ts'

const SCRIPT = new URL('./worker-pool.test-worker.ts', import.meta.url)

let pool: WorkerPool<TestJob, unknown> | undefined

function testPool(
  options: { size?: number; maxQueued?: number; timeoutMs?: number; jobsPerWorker?: number } = {},
) {
  const errors: Error[] = []
  pool = createWorkerPool<TestJob, unknown>({
    name: 'test pool',
    script: SCRIPT,
    size: options.size ?? 1,
    maxQueued: options.maxQueued ?? 4,
    timeoutMs: options.timeoutMs,
    jobsPerWorker: options.jobsPerWorker,
    onWorkerError: (error) => errors.push(error),
  })
  return { pool, errors }
}

afterEach(async () => {
  await pool?.close()
  pool = undefined
})

describe('createWorkerPool', () => {
  it('runs a job in a worker thread and returns its output', async () => {
    const { pool } = testPool()
    const output = (await pool.run({ kind: 'echo', value: 'hello' })) as {
      value: string
      threadId: number
    }
    expect(output.value).toBe('hello')
    expect(output.threadId).toBeGreaterThan(0)
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0 })
  })

  it('moves transferred bytes to the main thread', async () => {
    const { pool } = testPool()
    const bytes = (await pool.run({ kind: 'bytes', length: 50_000 })) as Uint8Array
    expect(bytes.byteLength).toBe(50_000)
    expect(bytes.buffer.byteLength).toBe(50_000)
    expect(bytes[49_999]).toBe(7)
  })

  it('starts no more workers than its size and runs queued jobs in turn', async () => {
    const { pool } = testPool({ size: 2, maxQueued: 4 })
    const threads = await Promise.all(
      Array.from({ length: 6 }, () => pool.run({ kind: 'wait', ms: 20 })),
    )
    expect(new Set(threads).size).toBe(2)
    expect(pool.stats().workers).toBe(2)
  })

  it('gives one worker several jobs at once when told to, and queues the ones past that', async () => {
    const { pool } = testPool({ size: 1, maxQueued: 4, jobsPerWorker: 3 })
    const jobs = Array.from({ length: 4 }, () => pool.run({ kind: 'wait', ms: 20 }))
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 1, queued: 1 })
    expect(new Set(await Promise.all(jobs)).size).toBe(1)
  })

  it('refuses a job past the queue at once, and takes jobs again once it drains', async () => {
    const { pool } = testPool({ size: 1, maxQueued: 2 })
    const accepted = [0, 1, 2].map(() => pool.run({ kind: 'wait', ms: 50 }))
    await expect(pool.run({ kind: 'echo', value: 'one too many' })).rejects.toBeInstanceOf(
      PoolFullError,
    )
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 2, refused: 1 })
    await Promise.all(accepted)
    await expect(pool.run({ kind: 'echo', value: 'later' })).resolves.toMatchObject({
      value: 'later',
    })
  })

  it("fails a job with the worker's error and keeps the worker", async () => {
    const { pool, errors } = testPool()
    const before = (await pool.run({ kind: 'echo', value: 'a' })) as { threadId: number }
    await expect(pool.run({ kind: 'fail' })).rejects.toThrow('this job cannot be done')
    const after = (await pool.run({ kind: 'echo', value: 'b' })) as { threadId: number }
    expect(after.threadId).toBe(before.threadId)
    expect(errors).toEqual([])
  })

  it('fails the job of a worker that crashes, and runs the queued jobs in a new worker', async () => {
    const { pool, errors } = testPool({ size: 1, maxQueued: 4 })
    const crash = pool.run({ kind: 'crash' })
    const queued = pool.run({ kind: 'echo', value: 'after the crash' })
    await expect(crash).rejects.toBeInstanceOf(WorkerJobError)
    await expect(queued).resolves.toMatchObject({ value: 'after the crash' })
    expect(errors.map((error) => error.message)).toEqual(['the worker broke'])
    expect(pool.stats()).toMatchObject({ workers: 1, crashed: 1 })
  })

  it('ends a worker whose job overruns its time, and recovers', async () => {
    const { pool } = testPool({ timeoutMs: 300 })
    await expect(pool.run({ kind: 'hang' })).rejects.toThrow('still running after 300 ms')
    await expect(pool.run({ kind: 'echo', value: 'next' })).resolves.toMatchObject({
      value: 'next',
    })
  })

  it('on close, fails waiting jobs, ends its workers and refuses new jobs', async () => {
    const { pool } = testPool({ size: 1, maxQueued: 2 })
    const running = pool.run({ kind: 'wait', ms: 5_000 })
    const waiting = pool.run({ kind: 'echo', value: 'never' })
    const outcomes = Promise.allSettled([running, waiting])
    await new Promise((resolve) => setTimeout(resolve, 50))
    await pool.close()
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { message: 'test pool: the pool is closed' },
      })
    }
    await expect(pool.run({ kind: 'echo', value: 'late' })).rejects.toThrow('closed')
    expect(pool.stats()).toMatchObject({ workers: 0, busy: 0, queued: 0 })
  })
})
