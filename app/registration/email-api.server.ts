// Closed as a relay (ADR 0004): mails only an address of a registration this server saved in the
// last 15 minutes.
import { z } from '../utils/zod.ts'

import { readTextLimited } from './body.server.ts'
import { LIMITS } from './limits.ts'
import { isValidEmail } from './field-checks.ts'
import { type RegistrationServices, clientIp, mailConfirmation } from './submit.server.ts'

export const MAX_EMAIL_API_BODY_BYTES = 8 * 1024

const BodySchema = z.object({
  to: z
    .string()
    .max(LIMITS.email + 16, { abort: true })
    .trim()
    .refine(isValidEmail),
  playerName: z.string().max(LIMITS.personName * 2 + 1),
  teamName: z.string().max(LIMITS.teamName),
  seasonName: z.string().max(200),
})

function json(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

export async function handleSendEmailRequest(
  request: Request,
  services: RegistrationServices,
): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST' })

  const limit = services.emailRequests.hit(clientIp(request))
  if (!limit.allowed) {
    return json(
      429,
      { error: 'too_many_requests' },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }

  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_EMAIL_API_BODY_BYTES) return json(413, { error: 'payload_too_large' })
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(contentType))
    return json(415, { error: 'unsupported_media_type' })

  const text = await readTextLimited(request, MAX_EMAIL_API_BODY_BYTES)
  if (text === undefined) return json(413, { error: 'payload_too_large' })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const body = BodySchema.safeParse(raw)
  if (!body.success) return json(400, { error: 'invalid_body' })

  const claim = services.recent.claimByAddress(body.data.to)
  if (claim.status === 'ok') {
    const task = mailConfirmation(claim, services, { via: 'api' }, body.data.to).then(() => {})
    services.background?.(task)
  } else {
    services.log('info', 'registration e-mail request not sent', { reason: claim.status })
  }
  return json(202, { status: 'accepted' })
}
