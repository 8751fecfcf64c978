import { describe, expect, it } from 'vitest'

import { FILL_TIME_FIELD } from './fill-time.ts'
import { SUBMITTED_LOCATION } from './form-data.ts'
import { handleRegistrationAction } from './submit.server.ts'
import { signStartedAt } from './form-key.server.ts'
import { TEST_FORM_KEY, fakeServices, postForm, validEntries } from './testing.ts'

const NOW = 1_800_000_000_000
const timed = (overrides: Parameters<typeof fakeServices>[0] = {}) =>
  fakeServices({ minFillMs: 5_000, clockMs: () => NOW, ...overrides })
const signedAgo = (ms: number) => signStartedAt(NOW - ms, TEST_FORM_KEY)
const servedAgo = (ms: number): [string, string] => [FILL_TIME_FIELD, signedAgo(ms)]
const intent = (type: string, payload: Record<string, unknown>): [string, string] => [
  '__intent__',
  JSON.stringify({ type, payload }),
]

describe('the registration action against abuse', () => {
  it('refuses a post from another site’s page with 403, keeping what was typed', async () => {
    const services = fakeServices()
    const request = postForm(validEntries(), {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    })
    const outcome = await handleRegistrationAction(request, 'fr', services)
    expect(outcome).toMatchObject({
      type: 'data',
      status: 403,
      data: {
        status: 'error',
        reason: 'cross-site',
        result: { initialValue: { teamName: 'Les Étoiles' } },
      },
    })
    expect(services.pushed).toHaveLength(0)
    expect(services.logs.at(-1)).toMatchObject({
      level: 'warn',
      msg: 'registration refused: cross-site post',
    })
  })

  it('refuses a cross-site post by its Origin when the browser sends no Sec-Fetch-Site', async () => {
    const services = fakeServices()
    const request = postForm(validEntries(), { origin: 'https://evil.example' })
    const outcome = await handleRegistrationAction(request, 'en', services)
    expect(outcome).toMatchObject({ status: 403, data: { reason: 'cross-site' } })
  })

  it('counts cross-site posts toward the address’s limit', async () => {
    const services = fakeServices()
    for (let i = 0; i < 5; i++) {
      await handleRegistrationAction(
        postForm(validEntries(), { 'sec-fetch-site': 'cross-site' }),
        'fr',
        services,
      )
    }
    const outcome = await handleRegistrationAction(postForm(validEntries()), 'fr', services)
    expect(outcome).toMatchObject({ status: 429 })
  })

  it('accepts the site’s own post (same-origin, its own Origin)', async () => {
    const services = fakeServices()
    const request = postForm(validEntries(), {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
    })
    expect(await handleRegistrationAction(request, 'fr', services)).toEqual({
      type: 'redirect',
      location: SUBMITTED_LOCATION,
    })
  })

  it('refuses a form posted faster than a person could fill it, without saying why', async () => {
    const services = timed()
    const entries = [...validEntries(), servedAgo(1_200)]
    for (const js of [[], [['js', '1']]] as Array<Array<[string, string]>>) {
      const outcome = await handleRegistrationAction(postForm([...entries, ...js]), 'fr', services)
      expect(outcome).toMatchObject({
        type: 'data',
        status: 400,
        data: {
          status: 'error',
          reason: 'not-sent',
          result: { initialValue: { teamName: 'Les Étoiles' } },
          // Handed back, so the page shown again keeps the form's first time.
          startedAt: signedAgo(1_200),
        },
      })
    }
    expect(services.pushed).toHaveLength(0)
  })

  it('refuses a form without its start time when the check is on', async () => {
    const outcome = await handleRegistrationAction(postForm(validEntries()), 'fr', timed())
    expect(outcome).toMatchObject({ status: 400, data: { reason: 'not-sent' } })
  })

  it('saves a form that took a person’s time, with JavaScript and without', async () => {
    const services = timed()
    const entries = [...validEntries(), servedAgo(45_000)]
    expect(await handleRegistrationAction(postForm(entries), 'fr', services)).toMatchObject({
      type: 'redirect',
    })
    const other = entries.map(([k, v]): [string, string] => [k, k === 'teamName' ? 'Autre' : v])
    expect(
      await handleRegistrationAction(postForm([...other, ['js', '1']]), 'fr', services),
    ).toMatchObject({ status: 200, data: { status: 'success' } })
    expect(services.pushed).toHaveLength(2)
  })

  it('hands the start time back with field errors', async () => {
    const entries = validEntries().filter(([key]) => key !== 'name')
    const outcome = await handleRegistrationAction(
      postForm([...entries, servedAgo(60_000)]),
      'fr',
      timed(),
    )
    expect(outcome).toMatchObject({
      status: 400,
      data: { status: 'invalid', startedAt: signedAgo(60_000) },
    })
  })

  it.each([
    ['unsigned', String(NOW - 60_000)],
    ['signed by another key', signStartedAt(NOW - 60_000, Buffer.alloc(32, 1))],
    ['with its time changed', signedAgo(1_000).replace(String(NOW - 1_000), String(NOW - 60_000))],
  ])('refuses a start time %s, as if it were missing', async (_how, value) => {
    const services = timed()
    const outcome = await handleRegistrationAction(
      postForm([...validEntries(), [FILL_TIME_FIELD, value]]),
      'fr',
      services,
    )
    expect(outcome).toMatchObject({ status: 400, data: { reason: 'not-sent' } })
    expect(services.pushed).toHaveLength(0)
  })

  it('counts posts that only add or remove a roster row, and refuses them past their limit', async () => {
    const services = fakeServices()
    const statuses = []
    for (let i = 0; i < 25; i++) {
      const row = intent(i % 2 ? 'remove' : 'insert', { name: 'players', index: 0 })
      const outcome = await handleRegistrationAction(
        postForm([...validEntries(), row]),
        'fr',
        services,
      )
      statuses.push(outcome.type === 'data' ? outcome.status : 303)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses.slice(20)).toEqual(Array(5).fill(429))
  })
})
