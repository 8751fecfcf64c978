// Only erasable TypeScript syntax: the operator command runs this file with plain Node.
import { createHash, randomBytes } from 'node:crypto'

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
