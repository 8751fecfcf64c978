// A Realtime Database stream body as Firebase events; SSE framing is eventsource-parser's.
import { createParser, type EventSourceMessage } from 'eventsource-parser'

import { isPlainObject } from './league-source.ts'

export type FirebaseEvent =
  | { type: 'put' | 'patch'; path: string; data: unknown }
  | { type: 'keep-alive' }
  | { type: 'cancel' | 'auth_revoked'; reason: string }
  | { type: 'malformed'; event: string; data: string }

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function reasonOf(data: string, fallback: string): string {
  const parsed = parseJson(data)
  if (!parsed.ok) return data || fallback
  return parsed.value === null || parsed.value === '' ? fallback : String(parsed.value)
}

export function toFirebaseEvent(message: EventSourceMessage): FirebaseEvent | undefined {
  switch (message.event) {
    case 'put':
    case 'patch': {
      const payload = parseJson(message.data)
      if (!payload.ok || !isPlainObject(payload.value) || typeof payload.value.path !== 'string') {
        return { type: 'malformed', event: message.event, data: message.data.slice(0, 120) }
      }
      return { type: message.event, path: payload.value.path, data: payload.value.data ?? null }
    }
    case 'keep-alive':
      return { type: 'keep-alive' }
    case 'cancel':
      return { type: 'cancel', reason: reasonOf(message.data, 'cancelled by the server') }
    case 'auth_revoked':
      return { type: 'auth_revoked', reason: reasonOf(message.data, 'credential no longer valid') }
    default:
      return undefined
  }
}

export type ReadOptions = {
  onChunk?: () => void
}

/** A partial last event is dropped; breaking out of the loop cancels the body. */
export async function* readFirebaseEvents(
  body: AsyncIterable<Uint8Array>,
  options: ReadOptions = {},
): AsyncGenerator<FirebaseEvent, void, undefined> {
  let ready: FirebaseEvent[] = []
  const parser = createParser({
    onEvent: (message) => {
      const event = toFirebaseEvent(message)
      if (event) ready.push(event)
    },
  })
  const decoder = new TextDecoder()
  for await (const chunk of body) {
    options.onChunk?.()
    parser.feed(decoder.decode(chunk, { stream: true }))
    if (ready.length === 0) continue
    const events = ready
    ready = []
    yield* events
  }
}
