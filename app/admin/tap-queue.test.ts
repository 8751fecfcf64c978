import { describe, expect, it } from 'vitest'

import {
  afterAnswer,
  dueNow,
  dueTap,
  enqueue,
  readStoredQueue,
  retryDelay,
  tapOutcome,
  withdraw,
} from './tap-queue.ts'

const goal = { intent: 'event', kind: 'goal', player: 'home:P100', minute: '6' }

describe('the live sheet’s taps waiting on the phone', () => {
  it('queues a tap once per id, oldest first', () => {
    let queue = enqueue([], '-A', goal, 0)
    queue = enqueue(queue, '-B', { ...goal, kind: 'yellow' }, 5)
    queue = enqueue(queue, '-A', { ...goal, minute: '9' }, 10)
    expect(queue.map((tap) => [tap.key, tap.fields.kind, tap.fields.minute])).toEqual([
      ['-A', 'goal', '6'],
      ['-B', 'yellow', '6'],
    ])
    expect(dueTap(queue, 10)?.key).toBe('-A')
  })

  it('sends the oldest tap only: a later one never overtakes it while it waits', () => {
    let queue = enqueue(enqueue([], '-A', goal, 0), '-B', goal, 0)
    queue = afterAnswer(queue, '-A', 'retry', 1_000)
    expect(dueTap(queue, 1_500)).toBeUndefined()
    expect(dueTap(queue, 2_000)?.key).toBe('-A')
  })

  it('leaves the queue once acknowledged, or refused for good', () => {
    const queue = enqueue(enqueue([], '-A', goal, 0), '-B', goal, 0)
    expect(afterAnswer(queue, '-A', 'acknowledged', 1).map((tap) => tap.key)).toEqual(['-B'])
    expect(afterAnswer(queue, '-B', 'refused', 1).map((tap) => tap.key)).toEqual(['-A'])
  })

  it('waits twice as long after each failure, from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
    let queue = enqueue([], '-A', goal, 0)
    queue = afterAnswer(queue, '-A', 'retry', 100)
    queue = afterAnswer(queue, '-A', 'retry', 1_100)
    expect(queue[0]).toMatchObject({ attempts: 2, dueAt: 3_100 })
  })

  it('sends every waiting tap at once when the network comes back', () => {
    const queue = afterAnswer(enqueue([], '-A', goal, 0), '-A', 'retry', 0)
    expect(dueTap(dueNow(queue, 10), 10)?.key).toBe('-A')
  })

  it('takes back a tap never sent, but not one sent or sending: that needs an undo of its own', () => {
    const queue = enqueue(enqueue([], '-A', goal, 0), '-B', goal, 0)
    expect(withdraw(queue, '-B', '-A')).toEqual({ queue: [queue[0]], withdrawn: true })
    expect(withdraw(queue, '-A', '-A').withdrawn).toBe(false)
    const tried = afterAnswer(queue, '-A', 'retry', 0)
    expect(withdraw(tried, '-A', undefined).withdrawn).toBe(false)
    expect(withdraw(queue, '-Z', undefined).withdrawn).toBe(false)
  })

  it('reads an answer: 2xx done, the rules’ refusals dropped, anything else sent again', () => {
    expect([200, 204].map(tapOutcome)).toEqual(['acknowledged', 'acknowledged'])
    expect([400, 404, 409].map(tapOutcome)).toEqual(['refused', 'refused', 'refused'])
    expect([undefined, 302, 403, 429, 500, 502, 503].map(tapOutcome)).toEqual(
      Array(7).fill('retry'),
    )
  })

  it('comes back from the phone’s storage as it was stored, leaving out what is malformed', () => {
    const queue = afterAnswer(enqueue(enqueue([], '-A', goal, 0), '-B', goal, 0), '-A', 'retry', 0)
    expect(readStoredQueue(JSON.stringify(queue))).toEqual(queue)
    expect(readStoredQueue(null)).toEqual([])
    expect(readStoredQueue('not json')).toEqual([])
    expect(readStoredQueue('{"key":"-A"}')).toEqual([])
    expect(
      readStoredQueue(
        JSON.stringify([
          { key: '-A', fields: { minute: 6 } },
          { key: 7, fields: {} },
          { key: '-B', fields: { kind: 'goal' } },
          { key: '-B', fields: { kind: 'red' } },
        ]),
      ),
    ).toEqual([{ key: '-B', fields: { kind: 'goal' }, attempts: 0, dueAt: 0 }])
  })
})
