import { threadId } from 'node:worker_threads'

import { serveJobs } from './worker-pool.server.ts'

export type TestJob =
  | { kind: 'echo'; value: string }
  | { kind: 'wait'; ms: number }
  | { kind: 'fail' }
  | { kind: 'crash' }
  | { kind: 'hang' }
  | { kind: 'bytes'; length: number }

serveJobs<TestJob, unknown>(async (job) => {
  switch (job.kind) {
    case 'echo':
      return { output: { value: job.value, threadId } }
    case 'wait':
      await new Promise((resolve) => setTimeout(resolve, job.ms))
      return { output: threadId }
    case 'fail':
      throw new Error('this job cannot be done')
    case 'crash':
      setImmediate(() => {
        throw new Error('the worker broke')
      })
      return new Promise(() => {})
    case 'hang':
      for (;;);
    case 'bytes': {
      const bytes = new Uint8Array(job.length).fill(7)
      return { output: bytes, transfer: [bytes.buffer] }
    }
  }
})
