/**
 * How requests to the Realtime Database REST API prove who sends them, as Google documents it:
 * - a service account key, exchanged (google-auth-library signs the JWT assertion and posts it to
 *   the key's `token_uri`) for a short-lived OAuth2 access token, sent as `access_token=`, and
 *   exchanged again before it expires or when the database refuses it;
 * - the legacy database secret, sent as `auth=` and never refreshed;
 * - nothing (a database whose rules let anyone read).
 * A query parameter rather than an `Authorization` header: Firebase answers a stream with a 307 to
 * another host, and fetch drops the header on a redirect to another origin.
 */
import { gaxios, GoogleToken } from 'google-auth-library'

import type { Env } from '../env.server.ts'
import {
  GOOGLE_TOKEN_URI,
  readServiceAccount,
  type ServiceAccountKey,
} from './firebase-service-account.server.ts'
import type { Logger } from './log.server.ts'

/** The scopes the Realtime Database REST API documents for an access token. */
export const FIREBASE_SCOPES = [
  'https://www.googleapis.com/auth/firebase.database',
  'https://www.googleapis.com/auth/userinfo.email',
]

export type CredentialMode = 'service-account' | 'database-secret' | 'none'

/** What one request carries, and how to say the database refused it. */
export type Authorization = {
  /** The query parameter to add (`access_token` or `auth`); none without a credential. */
  parameter?: readonly [name: string, value: string]
  /** When a long-lived stream should reconnect with a fresh token (epoch ms); none: never. */
  renewAt?: number
  /**
   * The database refused it (HTTP 401, `auth_revoked`): the next `authorize()` exchanges the key
   * again. Returns whether a fresh one can come (false for a fixed secret).
   */
  refused: () => boolean
}

export interface FirebaseCredential {
  readonly mode: CredentialMode
  authorize(): Promise<Authorization>
}

/** A token could not be had: the endpoint refused the key or could not be reached. */
export class FirebaseCredentialError extends Error {
  /** The token endpoint's HTTP status; 0 when it did not answer. */
  readonly status: number
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'FirebaseCredentialError'
    this.status = status
  }
}

const fixed = (mode: CredentialMode, parameter?: readonly [string, string]): FirebaseCredential => ({
  mode,
  authorize: () => Promise.resolve({ parameter, refused: () => false }),
})

/** The legacy database secret (or an ID token someone keeps fresh), sent as `auth=`. */
export function databaseSecretCredential(secret: string): FirebaseCredential {
  return fixed('database-secret', ['auth', secret])
}

export const noCredential: FirebaseCredential = fixed('none')

export type ServiceAccountOptions = {
  key: ServiceAccountKey
  logger: Logger
  /** A token is exchanged again this long before it expires (default 5 min, at most a quarter of its life). */
  refreshMarginMs?: number
  /** After a failed exchange, none is tried for this long; doubles up to `maxBackoffMs` (1 s, 60 s). */
  initialBackoffMs?: number
  maxBackoffMs?: number
  /** Timeout of one exchange (default 15 s). */
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

/**
 * Access tokens from a service account key: one exchange at a time, shared by every request and
 * stream; a token is used until `refreshMarginMs` before it expires; a failed exchange is retried
 * no sooner than its back-off, and meanwhile a still valid token keeps being used.
 */
export class ServiceAccountCredential implements FirebaseCredential {
  readonly mode = 'service-account' as const
  readonly tokenUri: string
  private token: Token | undefined
  private pending: Promise<Token> | undefined
  private failures = 0
  private retryAt = 0
  private lastError: FirebaseCredentialError | undefined
  private readonly google: GoogleToken
  private readonly options: Required<Omit<ServiceAccountOptions, 'key'>>

  constructor(options: ServiceAccountOptions) {
    const { key } = options
    this.tokenUri = key.tokenUri
    this.options = {
      logger: options.logger,
      refreshMarginMs: options.refreshMarginMs ?? 5 * 60_000,
      initialBackoffMs: options.initialBackoffMs ?? 1000,
      maxBackoffMs: options.maxBackoffMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 15_000,
    }
    const custom = key.tokenUri !== GOOGLE_TOKEN_URI
    // The library posts to Google's endpoint; a key naming another one (a test's) is sent there,
    // with that endpoint as the assertion's audience, as Google's own endpoint expects of it.
    const transporter = new gaxios.Gaxios({
      timeout: this.options.timeoutMs,
      fetchImplementation: (input, init) => {
        const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url
        return fetch(custom && url === GOOGLE_TOKEN_URI ? key.tokenUri : input, init)
      },
    })
    this.google = new GoogleToken({
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
      return token && now < token.expiresAt ? Promise.resolve(token) : Promise.reject(this.lastError)
    }
    this.pending = this.exchange().finally(() => {
      this.pending = undefined
    })
    return this.pending
  }

  private async exchange(): Promise<Token> {
    const started = Date.now()
    try {
      const answer = await this.google.getToken({ forceRefresh: true })
      if (!answer.access_token) throw new Error('the answer has no access_token')
      const expiresAt = this.google.expiresAt ?? started + 3600_000
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
      this.options.logger(this.failures === 1 ? 'error' : 'debug', 'firebase access token refused', {
        reason: failure.message,
        retryInMs: wait,
      })
      const old = this.token
      if (old && Date.now() < old.expiresAt) return old
      throw failure
    }
  }
}

/** `url` with the credential's query parameter, when it has one. */
export function withParameter(url: string, parameter: Authorization['parameter']): string {
  if (!parameter) return url
  const withIt = new URL(url)
  withIt.searchParams.set(parameter[0], parameter[1])
  return withIt.toString()
}

/**
 * The credential the settings name: the service account when FIREBASE_SERVICE_ACCOUNT is set
 * (the environment check refuses both at once), else the legacy secret, else none.
 */
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
