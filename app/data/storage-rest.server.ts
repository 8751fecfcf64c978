// Cloud Storage through the Firebase Storage REST API, the one the Storage emulator serves too
// (ADR 0022).
import { getEnv } from '../env.server.ts'

import { processSingleton } from '../utils/process-singleton.ts'
import { type FirebaseCredential, firebaseCredential } from './firebase-credential.server.ts'
import { errorDetail } from './firebase-rest.server.ts'
import { jsonLogger } from './log.server.ts'

export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com'

/** `FIREBASE_STORAGE_EMULATOR_HOST` is `host:port`, as Firebase's own tools read it. */
export function storageOrigin(emulatorHost: string | undefined): string {
  const host = emulatorHost?.trim()
  if (!host) return STORAGE_ORIGIN
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : `http://${host}`
}

export type StorageTarget = {
  bucket: string
  origin: string
  /** A service account's token; the emulator takes its administrator's name instead. */
  credential: FirebaseCredential
}

export class StorageRequestError extends Error {
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.name = 'StorageRequestError'
    this.status = status
  }
}

async function bearer(target: StorageTarget): Promise<string> {
  if (target.origin !== STORAGE_ORIGIN) return 'Bearer owner'
  const { parameter } = await target.credential.authorize()
  if (parameter?.[0] !== 'access_token')
    throw new StorageRequestError('writing to Cloud Storage needs a service account', 0)
  return `Bearer ${parameter[1]}`
}

export async function uploadObject(
  target: StorageTarget,
  name: string,
  bytes: Uint8Array,
  contentType: string,
  timeoutMs = 30_000,
): Promise<void> {
  const url = new URL(`${target.origin}/v0/b/${encodeURIComponent(target.bucket)}/o`)
  url.searchParams.set('name', name)
  url.searchParams.set('uploadType', 'media')
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: await bearer(target), 'Content-Type': contentType },
    body: new Uint8Array(bytes),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) {
    const detail = errorDetail(await response.text(), response.headers.get('content-type'))
    throw new StorageRequestError(
      `POST ${name} to bucket ${target.bucket}: HTTP ${response.status} ${detail}`,
      response.status,
    )
  }
  await response.body?.cancel()
}

/** The object's bytes, or undefined when the bucket has no such object. */
export async function downloadObject(
  target: StorageTarget,
  name: string,
  timeoutMs = 30_000,
): Promise<Uint8Array | undefined> {
  const url = `${target.origin}/v0/b/${encodeURIComponent(target.bucket)}/o/${encodeURIComponent(name)}?alt=media`
  const response = await fetch(url, {
    headers: { Authorization: await bearer(target) },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (response.status === 404) {
    await response.body?.cancel()
    return undefined
  }
  if (!response.ok) {
    const detail = errorDetail(await response.text(), response.headers.get('content-type'))
    throw new StorageRequestError(
      `GET ${name} from bucket ${target.bucket}: HTTP ${response.status} ${detail}`,
      response.status,
    )
  }
  return new Uint8Array(await response.arrayBuffer())
}

/** Where the console's uploads go: the bucket beside a Firebase league, else nowhere. */
export function configuredStorage(): StorageTarget | undefined {
  const env = getEnv()
  const bucket = env.FIREBASE_STORAGE_BUCKET
  if (env.LEAGUE_SOURCE !== 'firebase' || !bucket) return undefined
  return processSingleton<StorageTarget>('storage-target', () => ({
    bucket,
    origin: storageOrigin(env.FIREBASE_STORAGE_EMULATOR_HOST),
    credential: firebaseCredential(env, jsonLogger),
  }))
}
