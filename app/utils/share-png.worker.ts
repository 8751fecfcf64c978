import type { ShareCard } from '~/view-models/share-image.ts'

import { renderSharePng } from './share-png.server.ts'
import { serveJobs } from './worker-pool.server.ts'

serveJobs<ShareCard, Uint8Array>(async (card) => {
  const png = await renderSharePng(card)
  // Only a buffer the PNG fills alone may be moved; anything else is copied first.
  const whole =
    png.buffer instanceof ArrayBuffer &&
    png.byteOffset === 0 &&
    png.byteLength === png.buffer.byteLength
  const bytes = whole ? new Uint8Array(png.buffer) : new Uint8Array(png)
  return { output: bytes, transfer: [bytes.buffer] }
})
