import { describe, expect, it } from 'vitest'

import { MAX_EMAIL_API_BODY_BYTES, handleSendEmailRequest } from './email-api.server.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import { handleRegistrationAction } from './submit.server.ts'
import { type FakeServices, fakeServices, postForm, validEntries } from './testing.ts'

function call(
  body: unknown,
  init: { method?: string; contentType?: string; ip?: string } = {},
): Request {
  const method = init.method ?? 'POST'
  return new Request('http://localhost/api/send-registration-email', {
    method,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'Content-Type': init.contentType ?? 'application/json',
      'x-client-ip': init.ip ?? '203.0.113.7',
    },
  })
}

const body = (to: string) => ({
  to,
  playerName: 'Someone',
  teamName: 'Anything',
  seasonName: 'Winter 2025-26',
})

/** A registration saved by this server whose automatic e-mail failed (so one send is left). */
async function savedWithFailedMail(): Promise<FakeServices> {
  const services = fakeServices()
  services.failMail = true
  await handleRegistrationAction(postForm([...validEntries(), ['js', '1']]), 'en', services)
  await services.settle()
  services.failMail = false
  return services
}

/** Calls the endpoint and waits for the send it may start after answering. */
async function send(services: FakeServices, request: Request) {
  const response = await handleSendEmailRequest(request, services)
  await services.settle()
  return response
}

describe('POST /api/send-registration-email', () => {
  it('answers the same to every address, registered or not, sent or not', async () => {
    const services = await savedWithFailedMail()
    const answers = []
    // Unknown; registered (sent); registered again (already sent); a registered address in
    // another case while the mail server fails.
    answers.push(await send(services, call(body('victim@example.org'))))
    answers.push(await send(services, call(body('julie@example.org'))))
    answers.push(await send(services, call(body('julie@example.org'))))
    answers.push(await send(services, call(body('ANA@example.org'))))
    for (const response of answers) {
      expect(response.status).toBe(202)
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
      expect(await response.json()).toEqual({ status: 'accepted' })
    }
    expect(services.sent.map((message) => message.to)).toEqual(['julie@example.org'])
  })

  it('sends nothing to an address no registration of the last 15 minutes has', async () => {
    const services = fakeServices()
    await send(services, call(body('victim@example.org')))
    expect(services.sent).toEqual([])
  })

  it('sends the confirmation of a recent registration, with its own words, not the request’s', async () => {
    const services = await savedWithFailedMail()
    await send(services, call(body('julie@example.org')))
    expect(services.sent).toHaveLength(1)
    expect(services.sent[0]!.to).toBe('julie@example.org')
    expect(services.sent[0]!.text).toContain('Hello Ana Lima,')
    expect(services.sent[0]!.text).toContain('Les Étoiles')
    expect(services.sent[0]!.text).not.toContain('Anything')
  })

  it('sends once per registration', async () => {
    const services = await savedWithFailedMail()
    await send(services, call(body('ana@example.org')))
    await send(services, call(body('ana@example.org')))
    expect(services.sent).toHaveLength(1)
  })

  it('sends nothing when the confirmation already went out after the save', async () => {
    const services = fakeServices()
    await handleRegistrationAction(postForm([...validEntries(), ['js', '1']]), 'en', services)
    await services.settle()
    await send(services, call(body('ana@example.org')))
    expect(services.sent).toHaveLength(1)
  })

  it('mails an address at most once an hour, whatever registrations name it', async () => {
    const services = fakeServices()
    // Two registrations of two teams with the same captain: one e-mail.
    for (const team of ['Les Étoiles', 'Les Comètes']) {
      const entries = validEntries().map(([key, value]): [string, string] =>
        key === 'teamName' ? [key, team] : [key, value],
      )
      await handleRegistrationAction(postForm([...entries, ['js', '1']]), 'en', services)
    }
    await services.settle()
    expect(services.pushed).toHaveLength(2)
    await send(services, call(body('ana@example.org')))
    expect(services.sent.map((message) => message.to)).toEqual(['ana@example.org'])
    expect(services.logs.map((entry) => entry.msg)).toContain(
      'registration e-mail skipped: address mailed within the hour',
    )
  })

  it.each([
    ['invalid JSON', '{"to":', 'application/json', 400],
    ['a body without an address', JSON.stringify({ playerName: 'x' }), 'application/json', 400],
    ['a malformed address', JSON.stringify(body('not-an-address')), 'application/json', 400],
    ['a form instead of JSON', 'to=a@b.org', 'application/x-www-form-urlencoded', 415],
    [
      'a body larger than the limit',
      JSON.stringify({ ...body('a@b.org'), playerName: 'x'.repeat(MAX_EMAIL_API_BODY_BYTES) }),
      'application/json',
      413,
    ],
  ])('answers %s with %i and sends nothing', async (_, payload, contentType, status) => {
    const services = await savedWithFailedMail()
    const response = await send(services, call(payload, { contentType }))
    expect(response.status).toBe(status)
    expect(services.sent).toEqual([])
  })

  it('answers 405 to anything but POST', async () => {
    const response = await handleSendEmailRequest(
      call(undefined, { method: 'GET' }),
      fakeServices(),
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })

  it('is rate limited per address with 429', async () => {
    const services = fakeServices({
      emailRequests: new SlidingWindowLimiter({ limit: 2, windowMs: 600_000 }),
    })
    await handleSendEmailRequest(call(body('x@example.org')), services)
    await handleSendEmailRequest(call(body('x@example.org')), services)
    const limited = await handleSendEmailRequest(call(body('x@example.org')), services)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBeTruthy()
    expect(
      (await handleSendEmailRequest(call(body('x@example.org'), { ip: '198.51.100.2' }), services))
        .status,
    ).toBe(202)
  })

  it('gives the send back when the mail server fails, so a retry can send it', async () => {
    const services = await savedWithFailedMail()
    services.failMail = true
    await send(services, call(body('ana@example.org')))
    expect(services.logs.at(-1)).toMatchObject({ level: 'warn', msg: 'registration e-mail failed' })
    services.failMail = false
    await send(services, call(body('ana@example.org')))
    expect(services.sent.map((message) => message.to)).toEqual(['ana@example.org'])
  })

  it('never echoes registration data and is never cached', async () => {
    const services = await savedWithFailedMail()
    const response = await handleSendEmailRequest(call(body('ana@example.org')), services)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    for (const secret of ['Ana', 'Lima', 'Étoiles', 'julie', '514'])
      expect(text).not.toContain(secret)
  })
})
