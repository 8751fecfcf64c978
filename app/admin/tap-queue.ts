// The live sheet's taps waiting to be sent over a bad rink connection, oldest first (an assist or
// an undo names an event sent before it); the server records an event once per id, so sending
// again is harmless.

export type TapFields = Readonly<Record<string, string>>

export type QueuedTap = {
  /** Unique per tap: an event's own id, else an id made for the tap (an assist, an undo). */
  key: string
  fields: TapFields
  attempts: number
  /** Not sent again before this instant (epoch ms). */
  dueAt: number
}

export type TapQueue = readonly QueuedTap[]

/** What an answer means for the tap sent: done, to send again later, or refused for good. */
export type TapOutcome = 'acknowledged' | 'retry' | 'refused'

const FIRST_DELAY = 1_000
const LONGEST_DELAY = 30_000

/** Doubling from 1 s after each failure, at most 30 s: a phone in a dead spot does not hammer. */
export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_DELAY, FIRST_DELAY * 2 ** Math.max(0, attempts - 1))
}

/** The queue with the tap at its end; a key already waiting is not queued twice. */
export function enqueue(queue: TapQueue, key: string, fields: TapFields, now: number): TapQueue {
  if (queue.some((tap) => tap.key === key)) return queue
  return [...queue, { key, fields, attempts: 0, dueAt: now }]
}

/** The tap to send now: the oldest, once its delay is over; none while it waits. */
export function dueTap(queue: TapQueue, now: number): QueuedTap | undefined {
  const head = queue[0]
  return head && head.dueAt <= now ? head : undefined
}

/** After an answer to the tap `key`: gone when acknowledged or refused, else later. */
export function afterAnswer(
  queue: TapQueue,
  key: string,
  outcome: TapOutcome,
  now: number,
): TapQueue {
  if (outcome !== 'retry') return queue.filter((tap) => tap.key !== key)
  return queue.map((tap) => {
    if (tap.key !== key) return tap
    const attempts = tap.attempts + 1
    return { ...tap, attempts, dueAt: now + retryDelay(attempts) }
  })
}

/** Back online: the waiting taps are due at once instead of after their delay. */
export function dueNow(queue: TapQueue, now: number): TapQueue {
  return queue.map((tap) => (tap.dueAt > now ? { ...tap, dueAt: now } : tap))
}

/**
 * Takes back a tap never sent (not `sending`): it leaves the queue, and true says so; a tap
 * already sent, or sending, must be taken back by a post of its own.
 */
export function withdraw(
  queue: TapQueue,
  key: string,
  sending: string | undefined,
): { queue: TapQueue; withdrawn: boolean } {
  const tap = queue.find((waiting) => waiting.key === key)
  if (!tap || key === sending || tap.attempts > 0) return { queue, withdrawn: false }
  return { queue: queue.filter((waiting) => waiting !== tap), withdrawn: true }
}

/**
 * An answer's meaning: 2xx acknowledged; the refusals of a well-formed post for good (400 invalid,
 * 404 no such game, 409 refused by the league's rules: sending again would change nothing); anything
 * else (no answer, a redirect to sign in, 403 with a stale token, 429, 5xx) is sent again.
 */
export function tapOutcome(status: number | undefined): TapOutcome {
  if (status === undefined) return 'retry'
  if (status >= 200 && status < 300) return 'acknowledged'
  if (status === 400 || status === 404 || status === 409) return 'refused'
  return 'retry'
}

/** The queue as stored on the phone, read back; anything malformed is left out. */
export function readStoredQueue(stored: string | null): TapQueue {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const taps: QueuedTap[] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { key, fields, attempts, dueAt } = item as Record<string, unknown>
    if (typeof key !== 'string' || typeof fields !== 'object' || fields === null) continue
    const entries = Object.entries(fields)
    if (!entries.every(([, field]) => typeof field === 'string')) continue
    if (taps.some((tap) => tap.key === key)) continue
    taps.push({
      key,
      fields: Object.fromEntries(entries) as TapFields,
      attempts: typeof attempts === 'number' && attempts >= 0 ? attempts : 0,
      dueAt: typeof dueAt === 'number' ? dueAt : 0,
    })
  }
  return taps
}
