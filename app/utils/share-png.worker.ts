/**
 * The share-image worker thread: draws each card it is sent and moves the PNG's bytes back to the
 * main thread (share-png-pool.server.ts). The build emits it as `build/server/share-png-worker.js`
 * (vite/server-workers.ts); in development share-png-worker-dev.ts loads it through Vite. The
 * renderer's fonts and wasm load once per worker, on its first card.
 */
import type { ShareCard } from '~/view-models/share-image.ts'

import { renderSharePng } from './share-png.server.ts'
import { serveJobs } from './worker-pool.server.ts'

serveJobs<ShareCard, Uint8Array>(async (card) => {
  const png = await renderSharePng(card)
  // Only a buffer the PNG fills alone may be moved; anything else is copied into one first.
  const whole =
    png.buffer instanceof ArrayBuffer &&
    png.byteOffset === 0 &&
    png.byteLength === png.buffer.byteLength
  const bytes = whole ? new Uint8Array(png.buffer) : new Uint8Array(png)
  return { output: bytes, transfer: [bytes.buffer] }
})
