// One-off requests through the Realtime Database REST API.
import {
  databaseSecretCredential,
  type FirebaseCredential,
  noCredential,
  withParameter,
} from './firebase-credential.server.ts'
import { isPlainObject, splitPath } from './league-source.ts'

export class FirebaseRequestError extends Error {
  /** 0 when the server could not be reached or did not answer in time. */
  readonly status: number
  /** Sent but its answer did not come in time, or came cut off after a success status. */
  readonly maybeApplied: boolean
  constructor(
    message: string,
    status: number,
    options?: { cause?: unknown; maybeApplied?: boolean },
  ) {
    super(message, options)
    this.name = 'FirebaseRequestError'
    this.status = status
    this.maybeApplied = options?.maybeApplied ?? false
  }
}

export type FirebaseRestOptions = {
  databaseURL: string
  credential?: FirebaseCredential
  auth?: string
  requestTimeoutMs?: number
}

export function describeBody(text: string, contentType: string | null): string {
  let summary = text
  if (/html/i.test(contentType ?? '') || /^\s*</.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]
    summary =
      title ?? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
  }
  summary = summary.replace(/\s+/g, ' ').trim()
  return summary.length > 120 ? `${summary.slice(0, 120)}…` : summary
}

export function errorDetail(text: string, contentType: string | null): string {
  try {
    const parsed: unknown = JSON.parse(text)
    if (isPlainObject(parsed) && typeof parsed.error === 'string') return parsed.error
  } catch {
    // Not JSON: described below.
  }
  return describeBody(text, contentType)
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message
  }
  return String(error)
}

type RequestOptions = {
  body?: unknown
  query?: Readonly<Record<string, unknown>> | undefined
  headers?: Record<string, string>
  /** A 412 answers instead of throwing: a conditional write lost its race. */
  preconditionMayFail?: boolean
}

export class FirebaseRest {
  readonly requestTimeoutMs: number
  private readonly baseURL: string
  readonly credential: FirebaseCredential

  constructor(options: FirebaseRestOptions) {
    this.baseURL = options.databaseURL.replace(/\/+$/, '')
    this.credential =
      options.credential ?? (options.auth ? databaseSecretCredential(options.auth) : noCredential)
    this.requestTimeoutMs = options.requestTimeoutMs ?? 15_000
  }

  urlFor(path: string): string {
    const encoded = splitPath(path).map(encodeURIComponent).join('/')
    return new URL(`${this.baseURL}/${encoded}.json`).toString()
  }

  /** `query`: the REST API's ordering and filtering parameters, values as JSON. */
  async get(path: string, query?: Readonly<Record<string, unknown>>): Promise<unknown> {
    return (await this.request('GET', path, { query })).value
  }

  /** The value with its ETag, for a conditional write after it. */
  async getWithETag(path: string): Promise<{ value: unknown; etag: string }> {
    const answer = await this.request('GET', path, { headers: { 'X-Firebase-ETag': 'true' } })
    if (answer.etag === null)
      throw new FirebaseRequestError(`GET ${path}: the answer has no ETag`, 502)
    return { value: answer.value, etag: answer.etag }
  }

  /** False when the value changed since `etag` was read: nothing was written. */
  async putIfMatch(path: string, value: unknown, etag: string): Promise<boolean> {
    const answer = await this.request('PUT', path, {
      body: value,
      headers: { 'if-match': etag },
      preconditionMayFail: true,
    })
    return answer.status !== 412
  }

  async post(path: string, value: unknown): Promise<string> {
    const result = (await this.request('POST', path, { body: value })).value
    if (!isPlainObject(result) || typeof result.name !== 'string') {
      throw new FirebaseRequestError(`POST ${path}: the answer has no push id`, 502)
    }
    return result.name
  }

  /** The database applies all of the paths or none. */
  async patch(path: string, values: Readonly<Record<string, unknown>>): Promise<void> {
    await this.request('PATCH', path, { body: values })
  }

  private async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    options: RequestOptions = {},
    retried = false,
  ): Promise<{ value: unknown; status: number; etag: string | null }> {
    const { body, query, headers } = options
    const what = `${method} ${path}`
    let authorization
    try {
      authorization = await this.credential.authorize()
    } catch (error) {
      // Status 0: the database never saw the request (a 401 would read as a path not readable).
      const reason = error instanceof Error ? error.message : String(error)
      throw new FirebaseRequestError(`${what}: no access token: ${reason}`, 0, { cause: error })
    }
    let status = 0
    let contentType: string | null
    let etag: string | null
    let text: string
    const url = new URL(withParameter(this.urlFor(path), authorization.parameter))
    for (const [name, value] of Object.entries(query ?? {}))
      url.searchParams.set(name, JSON.stringify(value))
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'follow',
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      })
      status = response.status
      contentType = response.headers.get('content-type')
      etag = response.headers.get('etag')
      text = await response.text()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new FirebaseRequestError(
        timedOut
          ? `${what}: no answer within ${this.requestTimeoutMs} ms`
          : `${what}: ${status ? `HTTP ${status}, body cut off: ` : ''}${errorMessage(error)}`,
        timedOut ? 0 : status,
        { cause: error, maybeApplied: timedOut || (status >= 200 && status < 300) },
      )
    }
    if (status === 401 && !retried && authorization.refused()) {
      return this.request(method, path, options, true)
    }
    if (status === 412 && options.preconditionMayFail) return { value: undefined, status, etag }
    if (status < 200 || status > 299) {
      const detail = errorDetail(text, contentType)
      throw new FirebaseRequestError(`${what}: HTTP ${status} ${detail}`.trim(), status)
    }
    if (contentType !== null && !/json/i.test(contentType)) {
      throw new FirebaseRequestError(
        `${what}: answered ${contentType.split(';')[0]} instead of JSON (${describeBody(text, contentType)})`,
        502,
      )
    }
    if (text === '') return { value: null, status, etag }
    try {
      return { value: JSON.parse(text) as unknown, status, etag }
    } catch {
      throw new FirebaseRequestError(
        `${what}: the answer is not JSON (${describeBody(text, contentType)})`,
        502,
      )
    }
  }
}
