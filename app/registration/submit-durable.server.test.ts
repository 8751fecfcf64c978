import { describe, expect, it } from 'vitest'

import type { ConfirmationMessage } from './email-message.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import { handleRegistrationAction } from './submit.server.ts'
import { fakeServices, postForm, validEntries } from './testing.ts'

/** Services with a durable queue: push receives the confirmation, the sender is kicked. */
function queued() {
  const confirmations: Array<ConfirmationMessage | undefined> = []
  let kicks = 0
  const services = fakeServices({ mailQueue: { kick: () => void kicks++ } })
  const push = services.push
  services.push = async (record, confirmation) => {
    const id = await push(record)
    confirmations.push(confirmation)
    return id
  }
  return { services, confirmations, kicks: () => kicks }
}

const team = (name: string): Array<[string, string]> =>
  validEntries().map(([k, v]): [string, string] => (k === 'teamName' ? [k, name] : [k, v]))

describe('the registration action with the durable e-mail queue', () => {
  it('hands the confirmation to the save (one transaction) and wakes the sender', async () => {
    const { services, confirmations, kicks } = queued()
    const outcome = await handleRegistrationAction(postForm(validEntries()), 'fr', services)
    expect(outcome).toMatchObject({ type: 'redirect' })
    expect(services.pushed).toHaveLength(1)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]).toMatchObject({ to: 'ana@example.org' })
    expect(confirmations[0]!.text).toContain('Bonjour Ana Lima,')
    expect(kicks()).toBe(1)
    // Nothing is sent by the action itself: the queue's sender does it.
    await services.settle()
    expect(services.sent).toEqual([])
    // The queued e-mail is the registration's one send: the endpoint will not send another.
    expect(services.recent.claimByAddress('ana@example.org')).toEqual({ status: 'already-sent' })
  })

  it('queues no second e-mail to an address mailed within the hour', async () => {
    const { services, confirmations } = queued()
    await handleRegistrationAction(postForm(team('Les Étoiles')), 'fr', services)
    await handleRegistrationAction(postForm(team('Les Comètes')), 'fr', services)
    expect(services.pushed).toHaveLength(2)
    expect(confirmations.map((c) => c?.to)).toEqual(['ana@example.org', undefined])
    expect(services.logs).toContainEqual(
      expect.objectContaining({
        msg: 'registration e-mail skipped: address mailed within the hour',
      }),
    )
  })

  it('when the save fails, neither the registration nor its e-mail is kept', async () => {
    const { services, confirmations } = queued()
    services.failPush = true
    const outcome = await handleRegistrationAction(postForm(validEntries()), 'fr', services)
    expect(outcome).toMatchObject({ status: 500, data: { reason: 'unavailable' } })
    expect(confirmations).toEqual([])
    // The address was given back: the next successful save queues its e-mail.
    services.failPush = false
    await handleRegistrationAction(postForm(validEntries()), 'fr', services)
    expect(confirmations.map((c) => c?.to)).toEqual(['ana@example.org'])
  })
})

describe('the global ceiling on registration posts', () => {
  const ceiling = (limit: number) =>
    fakeServices({
      submissions: new SlidingWindowLimiter({ limit: 10, windowMs: 600_000 }),
      allSubmissions: new SlidingWindowLimiter({ limit, windowMs: 60_000 }),
    })

  it('refuses posts past N a minute from all addresses together, in the visitor’s language, values kept', async () => {
    const services = ceiling(3)
    for (let i = 0; i < 3; i++) {
      const outcome = await handleRegistrationAction(
        postForm(team(`Équipe ${i}`), { 'x-client-ip': `198.51.100.${i + 1}` }),
        'fr',
        services,
      )
      expect(outcome).toMatchObject({ type: 'redirect' })
    }
    const refused = await handleRegistrationAction(
      postForm(team('Les Comètes'), { 'x-client-ip': '198.51.100.50' }),
      'en',
      services,
    )
    expect(refused).toMatchObject({
      type: 'data',
      status: 429,
      data: {
        status: 'error',
        reason: 'rate-limited',
        result: { initialValue: { teamName: 'Les Comètes' } },
      },
    })
    expect(
      Number((refused as { headers: Record<string, string> }).headers['Retry-After']),
    ).toBeGreaterThan(0)
    expect(services.pushed).toHaveLength(3)
    expect(services.logs.at(-1)).toMatchObject({
      level: 'warn',
      msg: 'registration refused: global ceiling reached',
    })
  })

  it('counts only valid posts: a valid registration gets through a flood of junk from many addresses', async () => {
    const services = ceiling(3)
    const invalid = validEntries().filter(([k]) => k !== 'teamName')
    for (let i = 0; i < 60; i++) {
      const junk = await handleRegistrationAction(
        postForm(invalid, { 'x-client-ip': `203.0.113.${i + 1}` }),
        'fr',
        services,
      )
      expect(junk).toMatchObject({ status: 400 })
    }
    const outcome = await handleRegistrationAction(
      postForm(team('Les Comètes'), { 'x-client-ip': '198.51.100.77' }),
      'fr',
      services,
    )
    expect(outcome).toMatchObject({ type: 'redirect' })
    expect(services.pushed).toHaveLength(1)
  })
})
