import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createMailer } from '~/registration/mailer.server.ts'

import { EmbeddedSource } from './embedded-source.server.ts'
import type { Logger } from './log.server.ts'
import {
  MailQueue,
  MailSender,
  type QueuedMessage,
  mailStates,
  retryDelay,
} from './mail-queue.server.ts'
import { listRegistrations } from './registrations.ts'
import { until as waitUntil } from '../../tests/support/until.ts'

type Mode = 'refuse-connect' | 'refuse-recipient' | 'accept'

/** A real SMTP server whose answer the test chooses: 421 at greeting, 451 at RCPT, or 250. */
async function startSmtp() {
  const state = { mode: 'accept' as Mode, received: [] as string[], attempts: 0 }
  const fail = (code: number, text: string) =>
    Object.assign(new Error(text), { responseCode: code })
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      state.attempts++
      if (state.mode === 'refuse-connect')
        return callback(fail(421, 'Service not available, try later'))
      callback()
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'refuse-recipient')
        return callback(fail(451, 'Temporary failure, try later'))
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const MESSAGE: QueuedMessage = {
  to: 'ana@example.org',
  subject: 'Inscription reçue — Hiver 2026',
  text: 'Bonjour Ana Lima,\n\nLes Étoiles',
  html: '<p>Bonjour Ana Lima,</p>',
}

let dataDir: string
const cleanups: Array<() => unknown> = []
let logs: Array<{ level: string; msg: string; fields?: Record<string, unknown> }>
const log: Logger = (level, msg, fields) => logs.push({ level, msg, fields })

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mail-queue-'))
  logs = []
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  rmSync(dataDir, { recursive: true, force: true })
})

function openStore() {
  const source = new EmbeddedSource({ dataDir, logger: () => {} })
  cleanups.push(() => source.closeSync())
  return { source, queue: new MailQueue(source.database) }
}

/** Saves a registration and queues its confirmation in one transaction, as the server does. */
function register(source: EmbeddedSource, queue: MailQueue, now = Date.now()): string {
  return source.pushDurably('leagues/demo/RegisterTeamForm', { teamName: 'Les Étoiles' }, (id) =>
    queue.enqueue(id, MESSAGE, now),
  )
}

function smtpSender(
  queue: MailQueue,
  url: string,
  options: Partial<ConstructorParameters<typeof MailSender>[0]> = {},
) {
  const mailer = createMailer({
    smtpUrl: url,
    from: 'Ligue <no-reply@example.org>',
    outboxDir: path.join(dataDir, 'outbox'),
    timeoutMs: { connection: 2000, greeting: 2000, socket: 2000 },
  })
  const sender = new MailSender({
    queue,
    send: (message) => mailer.send(message),
    log,
    retryMs: 100,
    retryMaxMs: 400,
    expireMs: 60_000,
    ...options,
  })
  cleanups.push(() => sender.stop())
  return sender
}

const until = (condition: () => boolean) =>
  waitUntil(condition, { timeoutMs: 20_000, intervalMs: 20 })

// Real sockets and back-off timers: generous on a loaded machine.
describe('the durable confirmation queue', { timeout: 60_000 }, () => {
  it.each<Mode>(['refuse-connect', 'refuse-recipient'])(
    'retries with back-off while the mail server refuses (%s), then delivers exactly once',
    async (refusal) => {
      const smtp = await startSmtp()
      cleanups.push(() => smtp.close())
      smtp.state.mode = refusal
      const { source, queue } = openStore()
      const id = register(source, queue)
      const sender = smtpSender(queue, smtp.url)
      sender.start()

      await until(() => logs.filter((l) => l.msg === 'registration e-mail failed').length >= 3)
      expect(smtp.state.received).toEqual([])
      expect(mailStates(source.database).get(id)).toMatchObject({ status: 'pending' })
      expect(mailStates(source.database).get(id)?.lastError).toMatch(
        refusal === 'refuse-connect' ? /421/ : /451/,
      )
      const failures = logs.filter((l) => l.msg === 'registration e-mail failed')
      expect(failures[0]!.fields).toMatchObject({ registration: id, attempts: 1 })
      expect(failures[2]!.fields).toMatchObject({ registration: id, attempts: 3 })

      smtp.state.mode = 'accept'
      await until(() => smtp.state.received.length > 0)
      // Give a second send every chance to happen: it must not.
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(smtp.state.received).toHaveLength(1)
      expect(smtp.state.received[0]).toContain('Bonjour Ana Lima')
      expect(mailStates(source.database).get(id)).toMatchObject({ status: 'sent', lastError: null })
      expect(logs.filter((l) => l.msg === 'registration e-mail sent')).toHaveLength(1)
      // The message (address, names) is not kept once sent.
      const kept = source.database.prepare('SELECT message FROM mail_queue').all()
      expect(kept).toEqual([expect.objectContaining({ message: '' })])
    },
  )

  it('waits twice as long after each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 30_000, 1_800_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000,
    ])
    expect(retryDelay(7, 30_000, 1_800_000)).toBe(1_800_000)
    expect(retryDelay(500, 30_000, 1_800_000)).toBe(1_800_000)
  })

  it('survives a restart: a mail queued by a process that died is sent by the next one', async () => {
    const smtp = await startSmtp()
    cleanups.push(() => smtp.close())
    const first = openStore()
    const id = register(first.source, first.queue)
    first.source.closeSync() // the process dies before its sender ran

    const second = openStore()
    const sender = smtpSender(second.queue, smtp.url)
    sender.start()
    // The server has the mail before the sender hears its answer and marks the mail sent.
    await until(() => mailStates(second.source.database).get(id)?.status === 'sent')
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'registration e-mails pending at start',
        fields: { pending: 1 },
      }),
    )
    expect(mailStates(second.source.database).get(id)?.status).toBe('sent')
    await sender.stop()
    expect(smtp.state.received).toHaveLength(1)
  })

  it('a mail claimed by a process killed mid-send is sent at once by the next one; a live one’s claim is left', async () => {
    const smtp = await startSmtp()
    cleanups.push(() => smtp.close())
    const { source, queue } = openStore()
    const dead = register(source, queue)
    const busy = register(source, queue)
    const [deadRow, busyRow] = queue.due(Date.now())
    // A pid that cannot exist (above Linux's pid_max), and this test's parent (alive).
    expect(queue.claim(deadRow!, Date.now() + 120_000, 2 ** 23 + 1)).toBe(true)
    expect(queue.claim(busyRow!, Date.now() + 120_000, process.ppid)).toBe(true)
    const sender = smtpSender(queue, smtp.url)
    sender.start()
    await until(() => smtp.state.received.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.state.received).toHaveLength(1)
    expect(mailStates(source.database).get(dead)?.status).toBe('sent')
    expect(mailStates(source.database).get(busy)?.status).toBe('pending')
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'registration e-mails left mid-send by a stopped process: sending again',
        fields: { orphans: 1 },
      }),
    )
  })

  it('two processes on one store send each mail once', async () => {
    const smtp = await startSmtp()
    cleanups.push(() => smtp.close())
    const a = openStore()
    const b = openStore()
    const ids = [
      register(a.source, a.queue),
      register(a.source, a.queue),
      register(a.source, a.queue),
    ]
    const senders = [smtpSender(a.queue, smtp.url), smtpSender(b.queue, smtp.url)]
    await Promise.all(senders.map((sender) => sender.runOnce()))
    await until(() => smtp.state.received.length >= 3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.state.received).toHaveLength(3)
    for (const id of ids) expect(mailStates(a.source.database).get(id)?.status).toBe('sent')
  })

  it('gives a mail up when it expires: logged as an error, shown as expired in the export', async () => {
    const smtp = await startSmtp()
    cleanups.push(() => smtp.close())
    smtp.state.mode = 'refuse-connect'
    let now = Date.parse('2026-01-14T19:00:00Z')
    const { source, queue } = openStore()
    const id = register(source, queue, now)
    const sender = smtpSender(queue, smtp.url, {
      clock: () => now,
      retryMs: 60_000,
      retryMaxMs: 600_000,
      expireMs: 3_600_000,
    })
    expect(await sender.runOnce()).toBe(1)
    now += 59_000
    expect(await sender.runOnce()).toBe(0) // not due yet
    now += 1_000
    expect(await sender.runOnce()).toBe(1)
    now += 3_600_000
    smtp.state.mode = 'accept'
    await sender.runOnce()
    expect(smtp.state.received).toEqual([])
    expect(mailStates(source.database).get(id)).toMatchObject({ status: 'expired', attempts: 2 })
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'registration e-mail expired unsent',
        fields: { registration: id, attempts: 2 },
      }),
    )
    const [exported] = listRegistrations(
      source.readSync('leagues/demo/RegisterTeamForm'),
      mailStates(source.database),
    )
    expect(exported).toMatchObject({ id, confirmationEmail: 'expired' })
  })

  it('saves the registration and its mail together, or neither', () => {
    const { source, queue } = openStore()
    expect(() =>
      source.pushDurably('leagues/demo/RegisterTeamForm', { teamName: 'Les Étoiles' }, (id) => {
        queue.enqueue(id, MESSAGE, Date.now())
        throw new Error('disk full')
      }),
    ).toThrow('disk full')
    expect(source.readSync('leagues/demo/RegisterTeamForm')).toBeNull()
    expect(mailStates(source.database).size).toBe(0)
  })
})
