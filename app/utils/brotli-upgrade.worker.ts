// A hot page recompressed at brotli's best quality (100–600 ms of CPU for a large page) on a
// thread of the lowest priority: it takes only the CPU that serving leaves, so a burst of newly
// hot pages after a change (a goal) never competes with the answers. Relative imports only, so
// plain Node runs it where nothing is built.
import os from 'node:os'
import zlib from 'node:zlib'

import { serveJobs } from './worker-pool.server.ts'

// On Linux a thread's nice value is its own; elsewhere it would lower the whole server. Refused,
// the thread works at the server's priority, as the pool's threads did.
if (process.platform === 'linux') {
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW)
  } catch {
    // Left as it is.
  }
}

serveJobs<Uint8Array, Uint8Array>(async (gzipped) => {
  const html = zlib.gunzipSync(gzipped)
  const body = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  })
  // Moved, not copied: a buffer of its own.
  const bytes = new Uint8Array(body)
  return { output: bytes, transfer: [bytes.buffer] }
})
