// The sender's thread against the push service stand-in, which decrypts what arrives (RFC 8291).
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type PushStandIn, startPushStandIn } from '../../tests/support/push-service-stand-in.ts'
import { type WorkerPool, createWorkerPool } from '../utils/worker-pool.server.ts'
import type { PushJob, SendOutcome } from './push-queue.ts'
import { type PushSenderOptions, outcomeOf } from './push-sender.server.ts'

let pushService: PushStandIn
let sender: WorkerPool<PushJob, SendOutcome>

beforeAll(async () => {
  pushService = await startPushStandIn()
  sender = createWorkerPool<PushJob, SendOutcome>({
    name: 'push sender',
    script: new URL('./push-sender.worker.ts', import.meta.url),
    size: 1,
    jobsPerWorker: 4,
    maxQueued: 4,
    workerData: {
      vapid: { subject: 'mailto:info@example.org', ...webpush.generateVAPIDKeys() },
      allowPrivate: true,
    } satisfies PushSenderOptions,
  })
})

afterAll(async () => {
  await sender?.close()
  await pushService?.close()
})

const job = (subscription: ReturnType<PushStandIn['subscribe']>, payload: string): PushJob => ({
  endpoint: subscription.endpoint,
  subscription,
  payload,
  ttl: 60,
  attempts: 0,
})

describe('the push sender thread', () => {
  it('hands the push service a payload only the subscriber can read, and hears when it is gone', async () => {
    const browser = pushService.subscribe()
    const expired = pushService.subscribe({ expired: true })
    const outcomes = await Promise.all([
      sender.run(job(browser, '{"title":"But des Lions !"}')),
      sender.run(job(expired, '{"title":"Terminé"}')),
    ])
    expect(outcomes).toEqual([{ kind: 'sent' }, { kind: 'gone' }])
    const received = pushService.received.find((push) => push.id === browser.id)
    expect(received?.payload).toEqual({ title: 'But des Lions !' })
    expect(received?.headers['content-encoding']).toBe('aes128gcm')
  })

  it('reads a busy push service as one to try again, after its Retry-After', () => {
    expect(outcomeOf(429, '30')).toEqual({ kind: 'retry', afterMs: 30_000 })
    expect(outcomeOf(503)).toEqual({ kind: 'retry' })
    expect(outcomeOf(410)).toEqual({ kind: 'gone' })
    expect(outcomeOf(400)).toEqual({ kind: 'failed' })
  })
})
