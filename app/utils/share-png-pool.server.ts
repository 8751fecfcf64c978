/**
 * Share images are drawn off the main thread: ~50 ms of CPU each would otherwise hold up every
 * other request, cached pages included. A pool of SHARE_IMAGE_WORKERS threads draws them; at most
 * SHARE_IMAGE_QUEUE wait, and past that `drawSharePng` refuses at once (`PoolFullError`) so a
 * burst costs a 503, not a growing backlog. Closed with the app (lifecycle.server.ts).
 */
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'
import type { ShareCard } from '~/view-models/share-image.ts'

import {
  dropProcessSingleton,
  existingProcessSingleton,
  processSingleton,
} from './process-singleton.ts'
import { type WorkerPool, createWorkerPool } from './worker-pool.server.ts'

/** Emitted beside the server entry by the build (vite.config.ts, vite/server-workers.ts). */
const BUILT_SHARE_WORKER = 'share-png-worker.js'
const DEV_SHARE_WORKER = './share-png-worker-dev.ts'

// A drawing far past its ~50 ms is a stuck worker: it is ended and replaced.
const TIMEOUT_MS = 15_000

type SharePool = WorkerPool<ShareCard, Uint8Array>

function sharePool(): SharePool {
  return processSingleton('share-png-pool', () => {
    const env = getEnv()
    return createWorkerPool<ShareCard, Uint8Array>({
      name: 'share images',
      // Built: the worker bundle beside this one; development and tests: the sources through Vite.
      script: new URL(import.meta.env.DEV ? DEV_SHARE_WORKER : BUILT_SHARE_WORKER, import.meta.url),
      size: env.SHARE_IMAGE_WORKERS,
      maxQueued: env.SHARE_IMAGE_QUEUE,
      timeoutMs: TIMEOUT_MS,
      // The fonts, satori and resvg's wasm need ~60 MB; a runaway drawing stops well short of the host.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      onWorkerError: (error) => log('error', 'share image worker failed', { error }),
    })
  })
}

/** The PNG of `card`, drawn by a worker; rejects with `PoolFullError` when too many wait. */
export async function drawSharePng(card: ShareCard): Promise<Buffer> {
  const bytes = await sharePool().run(card)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Workers, drawings running and waiting, refused and crashed since the start, for `/healthz`. */
export function sharePngPoolStats(): Record<string, number> {
  return (
    existingProcessSingleton<SharePool>('share-png-pool')?.stats() ?? {
      workers: 0,
      busy: 0,
      queued: 0,
      refused: 0,
      crashed: 0,
    }
  )
}

/** Ends the workers (the app's stop); the next drawing would start a new pool. */
export async function closeSharePngPool(): Promise<void> {
  await dropProcessSingleton<SharePool>('share-png-pool')?.close()
}
