// How REST requests prove who sends them, as Google documents it: a service account's short-lived
// access token, or the legacy secret.
import type * as GoogleAuth from 'google-auth-library'
import type { GoogleToken } from 'google-auth-library'

import type { Env } from '../env.server.ts'
import {
  GOOGLE_TOKEN_URI,
  readServiceAccount,
  type ServiceAccountKey,
} from './firebase-service-account.server.ts'
import type { Logger } from './log.server.ts'

export const FIREBASE_SCOPES = [
  'https://www.googleapis.com/auth/firebase.database',
  'https://www.googleapis.com/auth/userinfo.email',
  // Uploaded images go to the project's Cloud Storage bucket (ADR 0022).
  'https://www.googleapis.com/auth/devstorage.read_write',
]

export type CredentialMode = 'service-account' | 'database-secret' | 'none'

export type Authorization = {
  parameter?: readonly [name: string, value: string]
  renewAt?: number
  /** The next `authorize()` exchanges the key again. */
  refused: () => boolean
}

export interface FirebaseCredential {
  readonly mode: CredentialMode
  authorize(): Promise<Authorization>
}

export class FirebaseCredentialError extends Error {
  /** 0 when it did not answer. */
  readonly status: number
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'FirebaseCredentialError'
    this.status = status
  }
}

const fixed = (
  mode: CredentialMode,
  parameter?: readonly [string, string],
): FirebaseCredential => ({
  mode,
  authorize: () => Promise.resolve({ parameter, refused: () => false }),
})

export function databaseSecretCredential(secret: string): FirebaseCredential {
  return fixed('database-secret', ['auth', secret])
}

export const noCredential: FirebaseCredential = fixed('none')

export type ServiceAccountOptions = {
  key: ServiceAccountKey
  logger: Logger
  /** Default 5 min, at most a quarter of the token's life. */
  refreshMarginMs?: number
  initialBackoffMs?: number
  maxBackoffMs?: number
  timeoutMs?: number
}

type Token = { value: string; expiresAt: number; renewAt: number }

function describe(error: unknown): { status: number; detail: string } {
  const failure = error as {
    status?: number
    response?: { status?: number }
    message?: string
    cause?: { message?: string; code?: string }
  }
  const status = failure.response?.status ?? failure.status ?? 0
  const cause = failure.cause?.code ?? failure.cause?.message
  const message = (failure.message ?? String(error)).split('\n')[0] ?? ''
  // Without an answer, what failed underneath (ECONNREFUSED, a timeout) is the useful part.
  const withCause = !status && cause && !message.includes(cause)
  return { status, detail: withCause ? `${message} (${cause})` : message }
}

/** One exchange at a time, shared by every request and stream. */
export class ServiceAccountCredential implements FirebaseCredential {
  readonly mode = 'service-account' as const
  readonly tokenUri: string
  private token: Token | undefined
  private pending: Promise<Token> | undefined
  private failures = 0
  private retryAt = 0
  private lastError: FirebaseCredentialError | undefined
  private google: Promise<GoogleToken> | undefined
  private readonly key: ServiceAccountKey
  private readonly options: Required<Omit<ServiceAccountOptions, 'key'>>

  constructor(options: ServiceAccountOptions) {
    this.key = options.key
    this.tokenUri = options.key.tokenUri
    this.options = {
      logger: options.logger,
      refreshMarginMs: options.refreshMarginMs ?? 5 * 60_000,
      initialBackoffMs: options.initialBackoffMs ?? 1000,
      maxBackoffMs: options.maxBackoffMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 15_000,
    }
  }

  /** google-auth-library is loaded with the first exchange: ~170 ms of CPU at every start. */
  private googleToken(): Promise<GoogleToken> {
    this.google ??= import('google-auth-library').then((library) => this.createToken(library))
    return this.google
  }

  private createToken({ gaxios, GoogleToken }: typeof GoogleAuth): GoogleToken {
    const { key } = this
    const custom = key.tokenUri !== GOOGLE_TOKEN_URI
    // A key naming another token endpoint (a test's) is sent there, with it as the assertion's
    // audience, as Google expects.
    const transporter = new gaxios.Gaxios({
      timeout: this.options.timeoutMs,
      fetchImplementation: (input, init) => {
        const url =
          input instanceof URL ? input.href : typeof input === 'string' ? input : input.url
        return fetch(custom && url === GOOGLE_TOKEN_URI ? key.tokenUri : input, init)
      },
    })
    return new GoogleToken({
      iss: key.clientEmail,
      key: key.privateKey,
      scope: FIREBASE_SCOPES,
      additionalClaims: custom ? { aud: key.tokenUri } : undefined,
      transporter,
    })
  }

  async authorize(): Promise<Authorization> {
    const token = await this.current()
    return {
      parameter: ['access_token', token.value],
      renewAt: token.renewAt,
      refused: () => {
        if (this.token === token) this.token = undefined
        return true
      },
    }
  }

  private current(): Promise<Token> {
    const now = Date.now()
    const token = this.token
    if (token && now < token.renewAt) return Promise.resolve(token)
    if (this.pending) return this.pending
    if (this.lastError && now < this.retryAt) {
      return token && now < token.expiresAt
        ? Promise.resolve(token)
        : Promise.reject(this.lastError)
    }
    this.pending = this.exchange().finally(() => {
      this.pending = undefined
    })
    return this.pending
  }

  private async exchange(): Promise<Token> {
    const started = Date.now()
    try {
      const google = await this.googleToken()
      const answer = await google.getToken({ forceRefresh: true })
      if (!answer.access_token) throw new Error('the answer has no access_token')
      const expiresAt = google.expiresAt ?? started + 3600_000
      const lifetime = Math.max(0, expiresAt - started)
      const margin = Math.min(this.options.refreshMarginMs, lifetime / 4)
      const token = { value: answer.access_token, expiresAt, renewAt: expiresAt - margin }
      if (this.failures > 0) {
        this.options.logger('info', 'firebase access token obtained again', {
          tokenUri: this.tokenUri,
        })
      }
      this.failures = 0
      this.lastError = undefined
      this.token = token
      return token
    } catch (error) {
      const { status, detail } = describe(error)
      const wait = Math.min(
        this.options.maxBackoffMs,
        this.options.initialBackoffMs * 2 ** this.failures,
      )
      this.failures++
      this.retryAt = Date.now() + wait
      const failure = new FirebaseCredentialError(
        status
          ? `the token endpoint ${this.tokenUri} refused the service account key (HTTP ${status}: ${detail})`
          : `the token endpoint ${this.tokenUri} could not be reached (${detail})`,
        status,
        { cause: error },
      )
      this.lastError = failure
      this.options.logger(
        this.failures === 1 ? 'error' : 'debug',
        'firebase access token refused',
        {
          reason: failure.message,
          retryInMs: wait,
        },
      )
      const old = this.token
      if (old && Date.now() < old.expiresAt) return old
      throw failure
    }
  }
}

export function withParameter(url: string, parameter: Authorization['parameter']): string {
  if (!parameter) return url
  const withIt = new URL(url)
  withIt.searchParams.set(parameter[0], parameter[1])
  return withIt.toString()
}

/** The environment check refuses both at once. */
export function firebaseCredential(
  env: Partial<Pick<Env, 'FIREBASE_SERVICE_ACCOUNT' | 'FIREBASE_AUTH'>>,
  logger: Logger,
): FirebaseCredential {
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    return new ServiceAccountCredential({
      key: readServiceAccount(env.FIREBASE_SERVICE_ACCOUNT),
      logger,
    })
  }
  return env.FIREBASE_AUTH ? databaseSecretCredential(env.FIREBASE_AUTH) : noCredential
}
