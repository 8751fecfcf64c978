// Brotli at quality 10 (most of 11's gain for a third of its CPU) at the lowest priority (ADR 0009).
import os from 'node:os'
import zlib from 'node:zlib'

import { serveJobs } from './worker-pool.server.ts'

/** On Linux a thread's nice value is its own; elsewhere it would lower the whole server. */
function lowerThisThread(): boolean {
  if (process.platform !== 'linux') return false
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW)
    return true
  } catch {
    return false // refused: the thread keeps the server's priority
  }
}
lowerThisThread()

serveJobs<Uint8Array, Uint8Array>(async (gzipped) => {
  const html = zlib.gunzipSync(gzipped)
  const body = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  })
  const bytes = new Uint8Array(body) // a buffer of its own, moved rather than copied
  return { output: bytes, transfer: [bytes.buffer] }
})
