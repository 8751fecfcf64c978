// docs/product.md#notifications. Sending never holds up a save or a page: jobs wait here, in
// memory and bounded, and go out a few at a time within a league-wide cap per minute; a push
// service that is busy or down is tried again later, further apart each time.

export type PushJob = {
  endpoint: string
  /** What the sender needs to encrypt and address it (push-sender.server.ts). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  payload: string
  /** The push service may drop a notification older than this many seconds. */
  ttl: number
  attempts: number
}

export type SendOutcome =
  | { kind: 'sent' }
  /** 404 or 410: the browser let the subscription go; it is removed. */
  | { kind: 'gone' }
  /** 429, 5xx or the network: again later (`afterMs`: the service's Retry-After). */
  | { kind: 'retry'; afterMs?: number }
  /** Any other refusal: trying again would get the same answer. */
  | { kind: 'failed' }

export type PushQueueOptions = {
  send: (job: PushJob) => Promise<SendOutcome>
  onGone: (endpoint: string) => void
  maxQueued?: number
  concurrency?: number
  perMinute?: number
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  clock?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  random?: () => number
}

export type PushQueueStats = {
  queued: number
  retrying: number
  sending: number
  sent: number
  retried: number
  failed: number
  gone: number
  dropped: number
  /** Sends held back this minute by the league-wide cap. */
  capped: number
}

/** Exponential back-off with jitter (half to full), capped; a service's Retry-After wins if longer. */
export function retryDelay(
  attempts: number,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number; afterMs?: number },
): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempts - 1))
  const jittered = Math.round(exponential * (0.5 + options.random() / 2))
  return Math.max(jittered, Math.min(options.afterMs ?? 0, options.maxDelayMs * 10))
}

export class PushQueue {
  private readonly options: Required<PushQueueOptions>
  private readonly ready: PushJob[] = []
  private readHead = 0
  private readonly waiting: Array<{ due: number; job: PushJob }> = []
  private sending = 0
  private windowStart = 0
  private windowSends = 0
  private wakeAt = Infinity
  private readonly counts = { sent: 0, retried: 0, failed: 0, gone: 0, dropped: 0, capped: 0 }
  private idleWaiters: Array<() => void> = []

  constructor(options: PushQueueOptions) {
    this.options = {
      maxQueued: 100_000,
      concurrency: 16,
      perMinute: 60_000,
      maxAttempts: 5,
      baseDelayMs: 2_000,
      maxDelayMs: 5 * 60_000,
      clock: Date.now,
      setTimer: (run, ms) => {
        const timer = setTimeout(run, ms)
        timer.unref?.()
        return timer
      },
      random: Math.random,
      ...options,
    }
  }

  private get size(): number {
    return this.ready.length - this.readHead + this.waiting.length
  }

  enqueue(jobs: readonly PushJob[]): number {
    const room = Math.max(0, this.options.maxQueued - this.size - this.sending)
    const taken = jobs.slice(0, room)
    this.counts.dropped += jobs.length - taken.length
    this.ready.push(...taken)
    this.pump()
    return taken.length
  }

  stats(): PushQueueStats {
    return {
      queued: this.ready.length - this.readHead,
      retrying: this.waiting.length,
      sending: this.sending,
      ...this.counts,
    }
  }

  idle(): Promise<void> {
    if (this.size === 0 && this.sending === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private wake(at: number) {
    if (at >= this.wakeAt) return
    this.wakeAt = at
    this.options.setTimer(
      () => {
        this.wakeAt = Infinity
        this.pump()
      },
      Math.max(0, at - this.options.clock()),
    )
  }

  private takeDueRetries(now: number) {
    if (this.waiting.length === 0) return
    let next = Infinity
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const entry = this.waiting[i]!
      if (entry.due <= now) {
        this.ready.push(entry.job)
        this.waiting.splice(i, 1)
      } else next = Math.min(next, entry.due)
    }
    if (next < Infinity) this.wake(next)
  }

  private pump() {
    const now = this.options.clock()
    this.takeDueRetries(now)
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now
      this.windowSends = 0
    }
    while (this.sending < this.options.concurrency && this.readHead < this.ready.length) {
      if (this.windowSends >= this.options.perMinute) {
        this.counts.capped++
        this.wake(this.windowStart + 60_000)
        break
      }
      const job = this.ready[this.readHead++]!
      this.windowSends++
      this.sending++
      void this.run(job)
    }
    // Let go of what was sent, now and then, so a long queue's array does not keep growing.
    if (this.readHead > 1024 && this.readHead * 2 > this.ready.length) {
      this.ready.splice(0, this.readHead)
      this.readHead = 0
    }
    if (this.size === 0 && this.sending === 0) {
      const waiters = this.idleWaiters
      this.idleWaiters = []
      for (const resolve of waiters) resolve()
    }
  }

  private async run(job: PushJob) {
    let outcome: SendOutcome
    try {
      outcome = await this.options.send(job)
    } catch {
      outcome = { kind: 'retry' }
    }
    this.sending--
    const attempts = job.attempts + 1
    if (outcome.kind === 'sent') this.counts.sent++
    else if (outcome.kind === 'gone') {
      this.counts.gone++
      this.options.onGone(job.endpoint)
    } else if (outcome.kind === 'retry' && attempts < this.options.maxAttempts) {
      this.counts.retried++
      const delay = retryDelay(attempts, { ...this.options, afterMs: outcome.afterMs })
      const due = this.options.clock() + delay
      this.waiting.push({ due, job: { ...job, attempts } })
      this.wake(due)
    } else this.counts.failed++
    this.pump()
  }
}
