// The push sender's own thread (ADR 0023): each push's encryption (a new ECDH key pair per
// message, RFC 8291) and its request to the push service would otherwise share the event loop with
// the pages. Imports by relative paths only, so plain Node runs it where nothing is built.
import { workerData } from 'node:worker_threads'

import { serveJobs } from '../utils/worker-pool.server.ts'
import type { PushJob, SendOutcome } from './push-queue.ts'
import { type PushSenderOptions, createPushSender } from './push-sender.server.ts'

const send = createPushSender(workerData as PushSenderOptions)

serveJobs<PushJob, SendOutcome>(async (job) => ({ output: await send(job) }))
