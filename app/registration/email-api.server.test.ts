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

describe('POST /api/send-registration-email', () => {
  it('refuses an address no registration of the last 15 minutes has, and sends nothing', async () => {
    const services = fakeServices()
    const response = await handleSendEmailRequest(call(body('victim@example.org')), services)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'not_allowed' })
    expect(services.sent).toEqual([])
  })

  it('sends the confirmation of a recent registration, with its own words, not the request’s', async () => {
    const services = await savedWithFailedMail()
    const response = await handleSendEmailRequest(call(body('julie@example.org')), services)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(services.sent).toHaveLength(1)
    expect(services.sent[0]!.to).toBe('julie@example.org')
    expect(services.sent[0]!.text).toContain('Hello Ana Lima,')
    expect(services.sent[0]!.text).toContain('Les Étoiles')
    expect(services.sent[0]!.text).not.toContain('Anything')
  })

  it('sends once per registration: a second call gets 409', async () => {
    const services = await savedWithFailedMail()
    await handleSendEmailRequest(call(body('ana@example.org')), services)
    const again = await handleSendEmailRequest(call(body('ana@example.org')), services)
    expect(again.status).toBe(409)
    expect(services.sent).toHaveLength(1)
  })

  it('gets 409 when the confirmation already went out after the save', async () => {
    const services = fakeServices()
    await handleRegistrationAction(postForm([...validEntries(), ['js', '1']]), 'en', services)
    await services.settle()
    expect((await handleSendEmailRequest(call(body('ana@example.org')), services)).status).toBe(409)
    expect(services.sent).toHaveLength(1)
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
    const response = await handleSendEmailRequest(call(payload, { contentType }), services)
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
    ).toBe(403)
  })

  it('answers 502 and gives the send back when the mail server fails', async () => {
    const services = await savedWithFailedMail()
    services.failMail = true
    expect((await handleSendEmailRequest(call(body('ana@example.org')), services)).status).toBe(502)
    services.failMail = false
    expect((await handleSendEmailRequest(call(body('ana@example.org')), services)).status).toBe(200)
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
