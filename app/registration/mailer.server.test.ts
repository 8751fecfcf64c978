import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { composeConfirmation } from './email-message.ts'
import { createMailer, outboxDirOf } from './mailer.server.ts'
import type { ConfirmationContent } from './relay-guard.ts'

const content: ConfirmationContent = {
  to: 'ana@example.org',
  playerName: 'Ana Lima',
  teamName: 'Les Étoiles',
  seasonName: 'Winter 2025-26',
  seasonNameLocal: 'Hiver 2025-26',
  lang: 'fr',
}
const message = composeConfirmation(content, { contactEmail: 'ligue@example.org' })
const FROM = 'Ligue de soccer intérieur <no-reply@example.org>'

describe('sending through SMTP', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = []
  let server: SMTPServer
  let port: number

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers the confirmation to the SMTP server named by SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: '/nonexistent',
    })
    const result = await mailer.send(message)
    expect(result.transport).toBe('smtp')
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['ana@example.org'])
    expect(received[0]!.from).toBe('no-reply@example.org')
    expect(received[0]!.data).toMatch(/^Subject: /m)
    expect(received[0]!.data).toContain('multipart/alternative')
  })

  it('fails (for the caller to log) when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: FROM,
      outboxDir: '/nonexistent',
      timeoutMs: { connection: 2000, greeting: 2000, socket: 2000 },
    })
    await expect(mailer.send(message)).rejects.toThrow()
  })
})

describe('writing to the outbox without SMTP', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
  })

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes a real RFC 822 .eml file into DATA_DIR/outbox, readable by the server only', async () => {
    const outboxDir = outboxDirOf(dataDir)
    const mailer = createMailer({
      from: FROM,
      outboxDir,
      now: () => new Date('2026-01-15T00:00:00Z'),
    })
    const result = await mailer.send(message)
    expect(result.transport).toBe('outbox')
    const files = await readdir(outboxDir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^2026-01-15T00-00-00-000Z-[0-9a-f]{8}\.eml$/)
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8')
    expect(eml).toMatch(/^From: /m)
    expect(eml).toMatch(/^To: ana@example.org$/m)
    expect(eml).toMatch(/^Message-ID: </m)
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8')
    expect((await stat(path.join(outboxDir, files[0]!))).mode & 0o777).toBe(0o600)
  })
})
