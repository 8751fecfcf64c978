// The push sender's thread (ADR 0023): encrypting each push (RFC 8291) stays off the pages' event
// loop. Relative imports only, so plain Node runs it where nothing is built.
import { workerData } from 'node:worker_threads'

import { serveJobs } from '../utils/worker-pool.server.ts'
import type { PushJob, SendOutcome } from './push-queue.ts'
import { type PushSenderOptions, createPushSender } from './push-sender.server.ts'

const send = createPushSender(workerData as PushSenderOptions)

serveJobs<PushJob, SendOutcome>(async (job) => ({ output: await send(job) }))
