// Checked before anything uses it, so a wrong file is one clear sentence at start, not a failure on
// the first request.
import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'

export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token'

export type ServiceAccountKey = {
  clientEmail: string
  privateKey: string
  privateKeyId?: string
  projectId?: string
  tokenUri: string
}

export class ServiceAccountError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ServiceAccountError'
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function readServiceAccount(file: string): ServiceAccountKey {
  let raw: string
  try {
    raw = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a directory'
            : (code ?? 'unreadable')
    throw new ServiceAccountError(`${file} cannot be read (${why})`)
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new ServiceAccountError(`${file} is not JSON (expected a service account key file)`)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ServiceAccountError(`${file} is not a service account key (not a JSON object)`)
  }
  const key = json as Record<string, unknown>
  if (key.type !== 'service_account') {
    const found = typeof key.type === 'string' ? `"${key.type}"` : 'none'
    throw new ServiceAccountError(
      `${file} is not a service account key (type ${found}, expected "service_account"; ` +
        `create one in Project settings > Service accounts)`,
    )
  }
  const clientEmail = text(key.client_email)
  if (!clientEmail) throw new ServiceAccountError(`${file} has no client_email`)
  const privateKey = text(key.private_key)
  if (!privateKey) throw new ServiceAccountError(`${file} has no private_key`)
  try {
    createPrivateKey(privateKey)
  } catch {
    throw new ServiceAccountError(`${file}: private_key is not a PEM private key`)
  }
  const tokenUri = text(key.token_uri) ?? GOOGLE_TOKEN_URI
  if (!URL.canParse(tokenUri) || !/^https?:$/.test(new URL(tokenUri).protocol)) {
    throw new ServiceAccountError(`${file}: token_uri is not an http(s) URL`)
  }
  return {
    clientEmail,
    privateKey,
    privateKeyId: text(key.private_key_id),
    projectId: text(key.project_id),
    tokenUri,
  }
}
