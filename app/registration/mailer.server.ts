// Without `SMTP_URL`, messages go as `.eml` files to `DATA_DIR/outbox`: the exact message an SMTP
// server would get.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type Nodemailer from 'nodemailer'

import type { ConfirmationMessage } from './email-message.ts'

export type MailResult =
  | { transport: 'smtp'; messageId: string }
  | { transport: 'outbox'; messageId: string; file: string }

export interface Mailer {
  send(message: ConfirmationMessage): Promise<MailResult>
}

export type MailerConfig = {
  smtpUrl?: string
  from: string
  outboxDir: string
  timeoutMs?: { connection?: number; greeting?: number; socket?: number }
  now?: () => Date
}

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox')
}

function mailOptions(from: string, message: ConfirmationMessage) {
  return { from, to: message.to, subject: message.subject, text: message.text, html: message.html }
}

/** nodemailer is loaded with the first message: ~250 ms of CPU every server start paid for it. */
function lazyTransport<T>(make: (nodemailer: typeof Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))
    return transport
  }
}

export function createMailer(config: MailerConfig): Mailer {
  const { smtpUrl, from, outboxDir } = config
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: config.timeoutMs?.connection ?? 10_000,
        greetingTimeout: config.timeoutMs?.greeting ?? 10_000,
        socketTimeout: config.timeoutMs?.socket ?? 20_000,
      }),
    )
    return {
      async send(message) {
        const info = await (await transport()).sendMail(mailOptions(from, message))
        if (info.rejected.length > 0)
          throw new Error(`recipient rejected by the SMTP server: ${info.response}`)
        return { transport: 'smtp', messageId: info.messageId }
      },
    }
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  const now = config.now ?? (() => new Date())
  return {
    async send(message) {
      const info = await (await transport()).sendMail(mailOptions(from, message))
      await mkdir(outboxDir, { recursive: true, mode: 0o700 })
      const stamp = now().toISOString().replace(/[:.]/g, '-')
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      // The message holds personal data: readable by the server's user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' })
      return { transport: 'outbox', messageId: info.messageId, file }
    },
  }
}
