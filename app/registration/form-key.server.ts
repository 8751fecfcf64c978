// Kept in DATA_DIR, so a form served before a restart still verifies after it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const KEY_FILE = 'form-signing.key'

export function formSigningKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE)
  try {
    writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file)
}

const mac = (key: Buffer, ms: string) => createHmac('sha256', key).update(ms).digest('base64url')

export function signStartedAt(ms: number, key: Buffer): string {
  const text = String(Math.trunc(ms))
  return `${text}.${mac(key, text)}`
}

export function verifiedStartedAt(value: unknown, key: Buffer): number | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(value)
  if (!match) return undefined
  const expected = Buffer.from(mac(key, match[1]!))
  const given = Buffer.from(match[2]!)
  return timingSafeEqual(expected, given) ? Number(match[1]) : undefined
}
