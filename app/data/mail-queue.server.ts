// Written in the registration's transaction:
// docs/decisions/0017-durable-registrations-and-mail-queue.md.
import type { DatabaseSync, StatementSync } from 'node:sqlite'

import type { Logger } from './log.server.ts'

export type QueuedMessage = { to: string; subject: string; text: string; html: string }

export const MAIL_QUEUE_FILE_NAME = 'mail-queue.sqlite'

export type MailStatus = 'pending' | 'sent' | 'expired'

export type MailState = {
  registration: string
  status: MailStatus
  attempts: number
  lastError: string | null
}

export type MailSendResult = { transport: string; messageId?: string }

export function createMailQueueTable(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS mail_queue (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      registration TEXT NOT NULL,
      message TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      next_at INTEGER NOT NULL,
      last_error TEXT,
      done_at INTEGER,
      claimed_by INTEGER
    );
    CREATE INDEX IF NOT EXISTS mail_queue_due ON mail_queue (status, next_at);
  `)
}

export function hasMailQueue(db: DatabaseSync): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_queue'").get() !==
    undefined
  )
}

export function mailStates(db: DatabaseSync): Map<string, MailState> {
  const states = new Map<string, MailState>()
  if (!hasMailQueue(db)) return states
  const rows = db
    .prepare('SELECT registration, status, attempts, last_error FROM mail_queue ORDER BY id')
    .all() as Array<{
    registration: string
    status: MailStatus
    attempts: number
    last_error: string | null
  }>
  for (const row of rows) {
    states.set(row.registration, {
      registration: row.registration,
      status: row.status,
      attempts: Number(row.attempts),
      lastError: row.last_error,
    })
  }
  return states
}

type Row = {
  id: number
  registration: string
  message: string
  attempts: number
  created_at: number
  next_at: number
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class MailQueue {
  private readonly s: Record<
    | 'insert'
    | 'due'
    | 'claim'
    | 'sent'
    | 'failed'
    | 'expired'
    | 'nextDue'
    | 'pending'
    | 'claimed'
    | 'release',
    StatementSync
  >

  readonly db: DatabaseSync

  constructor(db: DatabaseSync) {
    this.db = db
    createMailQueueTable(db)
    this.s = {
      insert: db.prepare(
        'INSERT INTO mail_queue (registration, message, created_at, next_at) VALUES (?, ?, ?, ?)',
      ),
      due: db.prepare(
        "SELECT id, registration, message, attempts, created_at, next_at FROM mail_queue WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?",
      ),
      claim: db.prepare(
        "UPDATE mail_queue SET next_at = ?, claimed_by = ? WHERE id = ? AND status = 'pending' AND next_at = ?",
      ),
      claimed: db.prepare(
        "SELECT id, claimed_by FROM mail_queue WHERE status = 'pending' AND claimed_by IS NOT NULL AND next_at > ?",
      ),
      release: db.prepare(
        "UPDATE mail_queue SET next_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by = ?",
      ),
      sent: db.prepare(
        "UPDATE mail_queue SET status = 'sent', message = '', attempts = attempts + 1, last_error = NULL, done_at = ?, claimed_by = NULL WHERE id = ?",
      ),
      failed: db.prepare(
        'UPDATE mail_queue SET attempts = attempts + 1, last_error = ?, next_at = ?, claimed_by = NULL WHERE id = ?',
      ),
      expired: db.prepare(
        "UPDATE mail_queue SET status = 'expired', message = '', done_at = ?, claimed_by = NULL WHERE id = ?",
      ),
      nextDue: db.prepare("SELECT min(next_at) AS at FROM mail_queue WHERE status = 'pending'"),
      pending: db.prepare("SELECT count(*) AS n FROM mail_queue WHERE status = 'pending'"),
    }
  }

  /** Run it inside the registration's transaction. */
  enqueue(registration: string, message: QueuedMessage, now: number): void {
    this.s.insert.run(registration, JSON.stringify(message), now, now)
  }

  due(now: number, limit = 20): Row[] {
    return (this.s.due.all(now, limit) as unknown as Row[]).map((row) => ({
      ...row,
      id: Number(row.id),
      attempts: Number(row.attempts),
      created_at: Number(row.created_at),
      next_at: Number(row.next_at),
    }))
  }

  /** No other sender sends it meanwhile; false if another took it first. */
  claim(row: Row, until: number, pid = process.pid): boolean {
    return Number(this.s.claim.run(until, pid, row.id, row.next_at).changes) === 1
  }

  /**
   * A store is shared only by processes of one machine, so a claimant's pid tells whether it still
   * runs.
   */
  releaseOrphans(now: number, isAlive: (pid: number) => boolean = processIsAlive): number {
    let released = 0
    const rows = this.s.claimed.all(now) as Array<{ id: number; claimed_by: number }>
    for (const row of rows) {
      const pid = Number(row.claimed_by)
      if (pid !== process.pid && isAlive(pid)) continue
      released += Number(this.s.release.run(now, row.id, pid).changes)
    }
    return released
  }

  markSent(id: number, now: number): void {
    this.s.sent.run(now, id)
  }

  markFailed(id: number, error: string, nextAt: number): void {
    this.s.failed.run(error.slice(0, 500), nextAt, id)
  }

  markExpired(id: number, now: number): void {
    this.s.expired.run(now, id)
  }

  nextDueAt(): number | undefined {
    const at = (this.s.nextDue.get() as { at: number | null } | undefined)?.at
    return at === null || at === undefined ? undefined : Number(at)
  }

  pendingCount(): number {
    return Number((this.s.pending.get() as { n: number }).n)
  }
}

export type MailSenderOptions = {
  queue: MailQueue
  send: (message: QueuedMessage) => Promise<MailSendResult>
  log: Logger
  retryMs: number
  retryMaxMs: number
  expireMs: number
  /** Longer than SMTP timeouts. */
  leaseMs?: number
  /** Another process may have queued mail. */
  idleMs?: number
  clock?: () => number
}

export function retryDelay(attempts: number, retryMs: number, retryMaxMs: number): number {
  return Math.min(retryMaxMs, retryMs * 2 ** Math.min(30, Math.max(0, attempts - 1)))
}

export class MailSender {
  private readonly o: Required<MailSenderOptions>
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true
  private stopping = false

  constructor(options: MailSenderOptions) {
    this.o = { leaseMs: 2 * 60_000, idleMs: 30_000, clock: Date.now, ...options }
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.stopping = false
    const orphans = this.o.queue.releaseOrphans(this.o.clock())
    if (orphans > 0)
      this.o.log('warn', 'registration e-mails left mid-send by a stopped process: sending again', {
        orphans,
      })
    const pending = this.o.queue.pendingCount()
    if (pending > 0) this.o.log('info', 'registration e-mails pending at start', { pending })
    this.kick()
  }

  kick(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.o.log('error', 'registration e-mail queue failed', { error }))
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          this.kick()
        } else this.schedule()
      })
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }

  private schedule(): void {
    if (this.stopped) return
    const next = this.o.queue.nextDueAt()
    const now = this.o.clock()
    const wait =
      next === undefined ? this.o.idleMs : Math.max(0, Math.min(this.o.idleMs, next - now))
    this.timer = setTimeout(() => this.kick(), wait)
    this.timer.unref?.()
  }

  async runOnce(): Promise<number> {
    const { queue, log, clock } = this.o
    let tried = 0
    // A retry due at once waits for the next run.
    const seen = new Set<number>()
    for (;;) {
      const due = queue.due(clock()).filter((row) => !seen.has(row.id))
      if (due.length === 0) return tried
      for (const row of due) {
        seen.add(row.id)
        if (this.stopping) return tried
        const now = clock()
        if (now >= row.created_at + this.o.expireMs) {
          queue.markExpired(row.id, now)
          log('error', 'registration e-mail expired unsent', {
            registration: row.registration,
            attempts: row.attempts,
          })
          continue
        }
        if (!queue.claim(row, now + this.o.leaseMs)) continue
        tried++
        let message: QueuedMessage
        try {
          message = JSON.parse(row.message) as QueuedMessage
        } catch {
          queue.markExpired(row.id, now)
          log('error', 'registration e-mail unreadable in the queue', {
            registration: row.registration,
          })
          continue
        }
        try {
          const result = await this.o.send(message)
          queue.markSent(row.id, clock())
          log('info', 'registration e-mail sent', {
            registration: row.registration,
            transport: result.transport,
            attempts: row.attempts + 1,
          })
        } catch (error) {
          const attempts = row.attempts + 1
          const failedAt = clock()
          const deadline = row.created_at + this.o.expireMs
          const nextAt = Math.min(
            deadline,
            failedAt + retryDelay(attempts, this.o.retryMs, this.o.retryMaxMs),
          )
          queue.markFailed(row.id, (error as Error)?.message ?? String(error), nextAt)
          log('warn', 'registration e-mail failed', {
            registration: row.registration,
            attempts,
            retryAt: new Date(nextAt).toISOString(),
            error,
          })
        }
      }
    }
  }
}
