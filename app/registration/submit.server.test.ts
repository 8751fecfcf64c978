import { describe, expect, it } from 'vitest'

import { SUBMITTED_LOCATION } from './form-data.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import { RECORD_FIELDS } from './record.ts'
import { MAX_FORM_BYTES, handleRegistrationAction } from './submit.server.ts'
import { fakeServices, postForm, validEntries } from './testing.ts'

const enhanced = (entries: Array<[string, string]>) => postForm([...entries, ['js', '1']])
/** A row or reset button's value: Conform's intent. */
const intent = (type: string, payload: Record<string, unknown>): [string, string] => [
  '__intent__',
  JSON.stringify({ type, payload }),
]

describe('the registration action', () => {
  it('saves a valid registration with every field and answers a success', async () => {
    const services = fakeServices()
    const outcome = await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    expect(outcome).toEqual({ type: 'data', status: 200, data: { status: 'success' } })
    expect(services.pushed).toHaveLength(1)
    const record = services.pushed[0]!
    expect(Object.keys(record).sort()).toEqual([...RECORD_FIELDS].sort())
    expect(record).toMatchObject({
      language: 'fr',
      status: 'pending',
      submittedAt: Date.parse('2026-01-15T00:00:00.000Z'),
      seasonNameE: 'Winter 2025-26',
      divisionNameF: 'Femmes - Brossard',
      divisionSex: 'women',
      divisionType: '7v7',
      teamName: 'Les Étoiles',
    })
    expect(record.players.map((p) => [p.firstName, p.isCaptain])).toEqual([
      ['Ana', true],
      ['Zoé', false],
    ])
    expect(record.goalkeepers).toEqual([
      { firstName: 'Léa', lastName: 'Côté', dob: '', tel: '', email: '', isCaptain: false },
    ])
  })

  it('refuses every post with 403 and saves nothing while registration is closed', async () => {
    const services = fakeServices({ registrationOpen: () => false })
    for (const request of [
      enhanced(validEntries()),
      postForm(validEntries()),
      postForm([...validEntries(), intent('insert', { name: 'players' })]),
    ]) {
      const outcome = await handleRegistrationAction(request, 'en', services)
      expect(outcome).toEqual({
        type: 'data',
        status: 403,
        data: { status: 'error', reason: 'closed' },
      })
    }
    await services.settle()
    expect(services.pushed).toEqual([])
    expect(services.sent).toEqual([])
  })

  it('then mails the confirmation to the captain, in the registrant’s language', async () => {
    const services = fakeServices()
    await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    await services.settle()
    expect(services.sent).toHaveLength(1)
    expect(services.sent[0]!.to).toBe('ana@example.org')
    expect(services.sent[0]!.text).toContain('Bonjour Ana Lima,')
    expect(services.sent[0]!.text).toContain('Les Étoiles')
  })

  it('redirects a post made without JavaScript, so a reload cannot post it twice', async () => {
    const services = fakeServices()
    expect(await handleRegistrationAction(postForm(validEntries()), 'en', services)).toEqual({
      type: 'redirect',
      location: SUBMITTED_LOCATION,
    })
    expect(services.pushed[0]!.language).toBe('en')
  })

  it('keeps the registration when the e-mail fails, and only logs a warning', async () => {
    const services = fakeServices()
    services.failMail = true
    const outcome = await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    await services.settle()
    expect(outcome).toMatchObject({ status: 200, data: { status: 'success' } })
    expect(services.pushed).toHaveLength(1)
    expect(services.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'registration e-mail failed' }),
    )
    // The claim was given back: the endpoint may try once more.
    expect(services.recent.claimByAddress('ana@example.org').status).toBe('ok')
  })

  it('answers field errors and the typed values, and saves nothing, when the form is invalid', async () => {
    const services = fakeServices()
    const entries = validEntries()
      .filter(([key]) => key !== 'teamName')
      .map(([k, v]): [string, string] => (k === 'email' ? [k, 'julie@'] : [k, v]))
    const outcome = await handleRegistrationAction(enhanced(entries), 'fr', services)
    expect(outcome).toMatchObject({
      type: 'data',
      status: 400,
      data: {
        status: 'invalid',
        problem: 'missing',
        result: { error: { teamName: { code: 'required' }, email: { code: 'email' } } },
      },
    })
    if (outcome.type !== 'data' || outcome.data.status !== 'invalid')
      throw new Error('expected field errors')
    expect(outcome.data.result.initialValue).toMatchObject({
      email: 'julie@',
      players: [{ firstName: 'Ana' }, { firstName: 'Zoé' }],
    })
    expect(services.pushed).toEqual([])
  })

  it('asks for the terms first when the box is not ticked', async () => {
    const services = fakeServices()
    const outcome = await handleRegistrationAction(
      enhanced(validEntries().filter(([key]) => key !== 'terms')),
      'fr',
      services,
    )
    expect(outcome).toMatchObject({
      status: 400,
      data: { problem: 'terms', result: { error: { terms: { code: 'terms' } } } },
    })
  })

  it('refuses a division that is inactive or not of the chosen season', async () => {
    const services = fakeServices()
    const entries = validEntries().map(([k, v]): [string, string] =>
      k === 'division' ? [k, 'M9'] : [k, v],
    )
    const outcome = await handleRegistrationAction(enhanced(entries), 'fr', services)
    expect(outcome).toMatchObject({
      status: 400,
      data: { status: 'invalid', result: { error: { division: { code: 'divisionUnknown' } } } },
    })
    expect(services.pushed).toEqual([])
  })

  it('refuses a season that is not open', async () => {
    const services = fakeServices()
    const entries = validEntries().map(([k, v]): [string, string] =>
      k === 'season' ? [k, '2024S'] : [k, v],
    )
    expect(await handleRegistrationAction(enhanced(entries), 'fr', services)).toMatchObject({
      status: 400,
      data: { result: { error: { season: { code: 'seasonUnknown' } } } },
    })
  })

  it('pretends success without saving or mailing when the honeypot is filled', async () => {
    const services = fakeServices()
    const outcome = await handleRegistrationAction(
      enhanced([...validEntries(), ['website', 'http://spam.example']]),
      'fr',
      services,
    )
    await services.settle()
    expect(outcome).toEqual({ type: 'data', status: 200, data: { status: 'success' } })
    expect(services.pushed).toEqual([])
    expect(services.sent).toEqual([])
  })

  it('answers 429 with the failure status once an address has posted too often', async () => {
    const services = fakeServices({
      submissions: new SlidingWindowLimiter({ limit: 2, windowMs: 600_000 }),
    })
    // A refused post counts as much as a saved one.
    await handleRegistrationAction(enhanced([['name', 'x']]), 'fr', services)
    await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    const outcome = await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    expect(outcome).toMatchObject({
      status: 429,
      data: {
        status: 'error',
        reason: 'rate-limited',
        result: { initialValue: { name: 'Julie Roy' } },
      },
      headers: { 'Retry-After': '600' },
    })
    expect(services.pushed).toHaveLength(1)
    // Another address is not affected.
    const other = await handleRegistrationAction(
      postForm([...validEntries(), ['js', '1']], { 'x-client-ip': '198.51.100.1' }),
      'fr',
      services,
    )
    expect(other).toMatchObject({ status: 200 })
  })

  it('counts posts before validating them: a limited address gets 429 even for a huge invalid form', async () => {
    const services = fakeServices({
      submissions: new SlidingWindowLimiter({ limit: 1, windowMs: 600_000 }),
    })
    let pastTheLimit = 0
    const huge = enhanced([['phone', `1${' '.repeat(3998)}a`]])
    await handleRegistrationAction(huge, 'fr', services)
    const spy = {
      ...services,
      loadChoices: async () => {
        pastTheLimit += 1
        return services.loadChoices()
      },
    }
    const outcome = await handleRegistrationAction(enhanced(validEntries()), 'fr', spy)
    expect(outcome).toMatchObject({ status: 429 })
    expect(pastTheLimit).toBe(0)
    expect(services.pushed).toEqual([])
  })

  it('answers a repeat of a registration saved within the hour as a success, saving it once', async () => {
    const services = fakeServices()
    const first = await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    // The same team, season and captain, the name spaced and cased differently, other details changed.
    const again = validEntries().map(([key, value]): [string, string] =>
      key === 'teamName'
        ? [key, ' les  ÉTOILES ']
        : key === 'notes'
          ? [key, 'Encore']
          : [key, value],
    )
    const second = await handleRegistrationAction(enhanced(again), 'fr', services)
    const noScript = await handleRegistrationAction(postForm(validEntries()), 'fr', services)
    await services.settle()
    expect(first).toEqual({ type: 'data', status: 200, data: { status: 'success' } })
    expect(second).toEqual(first)
    expect(noScript).toEqual({ type: 'redirect', location: SUBMITTED_LOCATION })
    expect(services.pushed).toHaveLength(1)
    expect(services.sent).toHaveLength(1)
    // Another team of the same captain is another registration.
    const other = validEntries().map(([key, value]): [string, string] =>
      key === 'teamName' ? [key, 'Les Comètes'] : [key, value],
    )
    await handleRegistrationAction(enhanced(other), 'fr', services)
    expect(services.pushed).toHaveLength(2)
  })

  it('saves a repeat once the store refused the first attempt', async () => {
    const services = fakeServices()
    services.failPush = true
    await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    services.failPush = false
    await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    expect(services.pushed).toHaveLength(1)
  })

  it('answers a failure and keeps the values when the store refuses the push', async () => {
    const services = fakeServices()
    services.failPush = true
    const outcome = await handleRegistrationAction(enhanced(validEntries()), 'fr', services)
    expect(outcome).toMatchObject({
      status: 500,
      data: {
        status: 'error',
        reason: 'unavailable',
        result: { initialValue: { teamName: 'Les Étoiles' } },
      },
    })
    expect(services.sent).toEqual([])
  })

  it('answers a failure when the league data cannot be read', async () => {
    const services = fakeServices({ loadChoices: () => Promise.reject(new Error('down')) })
    expect(await handleRegistrationAction(enhanced(validEntries()), 'fr', services)).toMatchObject({
      status: 503,
      data: { status: 'error' },
    })
  })

  it('adds and removes roster rows for a page without JavaScript, saving nothing', async () => {
    const services = fakeServices()
    const added = await handleRegistrationAction(
      postForm([...validEntries(), intent('insert', { name: 'goalkeepers' })]),
      'fr',
      services,
    )
    expect(added).toMatchObject({ status: 200, data: { status: 'edited' } })
    if (added.type !== 'data' || added.data.status !== 'edited')
      throw new Error('expected edited values')
    const rows = (result: { initialValue?: Record<string, unknown> | null }, group: string) =>
      result.initialValue?.[group] as Array<{ firstName?: string } | null>
    expect(rows(added.data.result, 'goalkeepers')).toHaveLength(2)
    const removed = await handleRegistrationAction(
      postForm([...validEntries(), intent('remove', { name: 'players', index: 0 })]),
      'fr',
      services,
    )
    if (removed.type !== 'data' || removed.data.status !== 'edited')
      throw new Error('expected edited values')
    expect(rows(removed.data.result, 'players').map((p) => p?.firstName)).toEqual(['Zoé'])
    expect(services.pushed).toEqual([])
  })

  it('refuses an intent no button of the form posts, and a malformed one', async () => {
    for (const bad of [
      intent('update', { name: 'players', value: 'x' }),
      intent('insert', { name: 'notes' }),
      ['__intent__', '{"type":'] as [string, string],
    ]) {
      const services = fakeServices()
      expect(
        await handleRegistrationAction(postForm([...validEntries(), bad]), 'fr', services),
      ).toMatchObject({ status: 400, data: { status: 'error', reason: 'bad-request' } })
      expect(services.pushed).toEqual([])
    }
  })

  it('clears the form on Reset without JavaScript', async () => {
    expect(
      await handleRegistrationAction(postForm([intent('reset', {})]), 'fr', fakeServices()),
    ).toEqual({ type: 'redirect', location: '/registration' })
  })

  it('answers 413 to a form larger than the limit, even sent without a Content-Length', async () => {
    const huge = new URLSearchParams([
      ...validEntries(),
      ['notes', 'x'.repeat(MAX_FORM_BYTES)],
    ]).toString()
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge))
        controller.close()
      },
    })
    const request = new Request('http://localhost/registration', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    } as RequestInit)
    const services = fakeServices()
    expect(await handleRegistrationAction(request, 'fr', services)).toMatchObject({ status: 413 })
    expect(services.pushed).toEqual([])
  })

  it('answers 400 to a body that is not a form', async () => {
    const request = new Request('http://localhost/registration', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await handleRegistrationAction(request, 'fr', fakeServices())).toMatchObject({
      status: 400,
      data: { status: 'error' },
    })
  })
})
