/**
 * The console store's secrets: kept as SHA-256 hashes only, made of 256 random bits. Only
 * erasable TypeScript syntax: the operator command runs this file with plain Node.
 */
import { createHash, randomBytes } from 'node:crypto'

/** A secret as the store keeps it. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/** A new unguessable secret: 256 random bits, URL- and cookie-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Addresses are compared as typed but without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
