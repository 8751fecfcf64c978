// A real SMTP server in the test process, and production site servers pointed at it.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'

import { SMTPServer } from 'smtp-server'

import { E2E_NOW } from './e2e-env.ts'
import { copyDemoStore } from './support/demo-store.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NODE = path.join(ROOT, 'node_modules/.bin/node')
export const CONTACT_EMAIL = 'ligue@example.org'

export type ReceivedMail = {
  from: string
  to: string[]
  /** The raw RFC 822 message. */
  raw: string
  /** The headers and body with quoted-printable and encoded words decoded, for reading. */
  text: string
}

export type SmtpSink = {
  port: number
  url: string
  messages: ReceivedMail[]
  close(): Promise<void>
}

/** A free TCP port on 127.0.0.1 (closed again, so nothing listens there until someone does). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Enough MIME decoding to read a nodemailer message in assertions. */
export function readableMail(raw: string): string {
  const words = raw.replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=/gi,
    (_, encoding: string, value: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(value, 'base64').toString('utf8')
        : decodeQuotedPrintable(value.replace(/_/g, ' ')),
  )
  return decodeQuotedPrintable(words)
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          text: readableMail(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SiteServer = {
  baseURL: string
  dataDir: string
  /** Everything the server wrote on stderr (warnings and errors are JSON lines there). */
  stderr(): string
  stop(): Promise<void>
}

export async function startSiteServer(options: {
  smtpUrl?: string
  name: string
  registrationOpen?: boolean
  /** More settings, e.g. another LEAGUE_PROFILE. */
  env?: Record<string, string>
}): Promise<SiteServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const tmpRoot = path.join(ROOT, 'tests/.tmp')
  mkdirSync(tmpRoot, { recursive: true })
  const dataDir = mkdtempSync(path.join(tmpRoot, `registration-${options.name}-`))
  // Another league profile may set another time zone, which the demo league's dates follow.
  if (options.env?.LEAGUE_PROFILE === undefined) copyDemoStore('demo', E2E_NOW, dataDir)
  let stderr = ''
  const child: ChildProcess = spawn(NODE, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEAGUE_KEY: 'demo',
      LEAGUE_SOURCE: 'embedded',
      LEAGUE_NOW: E2E_NOW,
      CONTACT_EMAIL,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Tests fill forms faster than people; registration-abuse.spec.ts checks the timing.
      REGISTRATION_MIN_FILL_SECONDS: '0',
      REGISTRATION_OPEN: options.registrationOpen === false ? 'false' : 'true',
      SMTP_URL: options.smtpUrl ?? '',
      MAIL_FROM: 'Ligue de soccer intérieur <no-reply@example.org>',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`the site server exited early:\n${stderr}`)
    }
    try {
      const response = await fetch(`${baseURL}/healthz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`the site server did not answer /healthz within 60 s:\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    baseURL,
    dataDir,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `npm run registrations -- --format json` against a server's DATA_DIR. */
export async function exportedRegistrations(
  dataDir: string,
): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'registrations', '--', '--format', 'json'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LEAGUE_KEY: 'demo', LEAGUE_SOURCE: 'embedded' },
    },
  )
  return JSON.parse(stdout) as Array<Record<string, unknown>>
}
