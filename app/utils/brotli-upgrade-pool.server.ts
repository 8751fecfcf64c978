import { log } from '~/logger.server.ts'

import { dropProcessSingleton, processSingleton } from './process-singleton.ts'
import { type WorkerPool, createWorkerPool } from './worker-pool.server.ts'

const BUILT_UPGRADE_WORKER = 'brotli-upgrade-worker.js'
const DEV_UPGRADE_WORKER = './brotli-upgrade.worker.ts'

type UpgradePool = WorkerPool<Uint8Array, Uint8Array>

/** One thread, started at the first hot page; the page cache queues at most a few pages. */
function upgradePool(): UpgradePool {
  return processSingleton('brotli-upgrade-pool', () =>
    createWorkerPool<Uint8Array, Uint8Array>({
      name: 'brotli upgrades',
      script: new URL(
        import.meta.env.DEV ? DEV_UPGRADE_WORKER : BUILT_UPGRADE_WORKER,
        import.meta.url,
      ),
      size: 1,
      maxQueued: 16,
      resourceLimits: { maxOldGenerationSizeMb: 64 },
      onWorkerError: (error) => log('error', 'brotli upgrade worker failed', { error }),
    }),
  )
}

export async function brotliAtBest(gzipped: Buffer): Promise<Buffer> {
  const bytes = await upgradePool().run(gzipped)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export async function closeBrotliUpgrades(): Promise<void> {
  await dropProcessSingleton<UpgradePool>('brotli-upgrade-pool')?.close()
}
