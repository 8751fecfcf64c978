// Off the main thread: ~50 ms of CPU each would hold up other requests. A full queue is a 503.
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'
import type { ShareCard } from '~/view-models/share-image.ts'

import {
  dropProcessSingleton,
  existingProcessSingleton,
  processSingleton,
} from './process-singleton.ts'
import { type WorkerPool, createWorkerPool } from './worker-pool.server.ts'

const BUILT_SHARE_WORKER = 'share-png-worker.js'
const DEV_SHARE_WORKER = './share-png-worker-dev.ts'

const TIMEOUT_MS = 15_000

type SharePool = WorkerPool<ShareCard, Uint8Array>

function sharePool(): SharePool {
  return processSingleton('share-png-pool', () => {
    const env = getEnv()
    return createWorkerPool<ShareCard, Uint8Array>({
      name: 'share images',
      script: new URL(import.meta.env.DEV ? DEV_SHARE_WORKER : BUILT_SHARE_WORKER, import.meta.url),
      size: env.SHARE_IMAGE_WORKERS,
      maxQueued: env.SHARE_IMAGE_QUEUE,
      timeoutMs: TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      onWorkerError: (error) => log('error', 'share image worker failed', { error }),
    })
  })
}

export async function drawSharePng(card: ShareCard): Promise<Buffer> {
  const bytes = await sharePool().run(card)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

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

export async function closeSharePngPool(): Promise<void> {
  await dropProcessSingleton<SharePool>('share-png-pool')?.close()
}
