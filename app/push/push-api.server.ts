// `/api/push` (docs/product.md#notifications). JSON only, so a cross-site form cannot post it;
// `remove: true` removes, as the server takes GET, HEAD and POST only.
import { readTextLimited } from '~/registration/body.server.ts'

import {
  type SubscriptionInput,
  removePushSubscription,
  savePushSubscription,
  vapidPublicKey,
} from './push-service.server.ts'

const MAX_BODY_BYTES = 8 * 1024

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  })
}

const unavailable = () => json(503, { error: 'unavailable' }, { 'Retry-After': '60' })

export async function pushKeyResponse(): Promise<Response> {
  try {
    const publicKey = await vapidPublicKey()
    return json(200, { publicKey }, { 'Cache-Control': 'public, max-age=3600' })
  } catch {
    return unavailable()
  }
}

type PushRequestBody = SubscriptionInput & { remove?: unknown }

async function readBody(request: Request): Promise<PushRequestBody | Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return json(415, { error: 'unsupported_media_type' })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return json(413, { error: 'payload_too_large' })
  const text = await readTextLimited(request, MAX_BODY_BYTES)
  if (text === undefined) return json(413, { error: 'payload_too_large' })
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return json(400, { error: 'invalid_body' })
    return body as PushRequestBody
  } catch {
    return json(400, { error: 'invalid_json' })
  }
}

export async function pushSubscriptionResponse(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: 'method_not_allowed' }, { Allow: 'GET, POST' })
  const body = await readBody(request)
  if (body instanceof Response) return body
  let outcome
  try {
    if (body.remove === true) {
      await removePushSubscription(body.subscription?.endpoint)
      return json(200, { status: 'removed' })
    }
    outcome = await savePushSubscription(body)
  } catch {
    // The store (Firebase beside the league) did not answer: the browser may try again.
    return unavailable()
  }
  if (outcome === 'saved') return json(200, { status: 'saved' })
  if (outcome === 'full') return json(503, { error: outcome }, { 'Retry-After': '3600' })
  return json(outcome === 'malformed' ? 400 : 422, { error: outcome })
}
