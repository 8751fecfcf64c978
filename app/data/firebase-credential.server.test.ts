import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  databaseSecretCredential,
  FIREBASE_SCOPES,
  FirebaseCredentialError,
  firebaseCredential,
  ServiceAccountCredential,
} from './firebase-credential.server.ts'
import { readServiceAccount } from './firebase-service-account.server.ts'
import type { Logger } from './log.server.ts'
import { TEST_CLIENT_EMAIL, TokenEndpoint } from '../../tests/support/token-endpoint.ts'

let dir: string
let endpoint: TokenEndpoint
let logs: { level: string; msg: string }[]
const logger: Logger = (level, msg) => logs.push({ level, msg })

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'firebase-credential-'))
  endpoint = new TokenEndpoint()
  await endpoint.listen()
  logs = []
})

afterEach(async () => {
  vi.useRealTimers()
  await endpoint.close()
  rmSync(dir, { recursive: true, force: true })
})

function credential(
  options: Partial<ConstructorParameters<typeof ServiceAccountCredential>[0]> = {},
) {
  return new ServiceAccountCredential({
    key: readServiceAccount(endpoint.keyFile(dir)),
    logger,
    ...options,
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a service account credential', () => {
  it('exchanges a signed assertion at the key’s token_uri for an access token sent as access_token', async () => {
    const account = credential()
    const authorization = await account.authorize()
    expect(endpoint.lastProblem).toBeUndefined()
    expect(authorization.parameter).toEqual(['access_token', 'ya29.test-1'])
    expect(endpoint.lastClaims).toMatchObject({
      iss: TEST_CLIENT_EMAIL,
      aud: endpoint.url,
      scope: FIREBASE_SCOPES.join(' '),
    })
    // One exchange serves every request while the token is fresh.
    await Promise.all([account.authorize(), account.authorize(), account.authorize()])
    expect(endpoint.issued).toHaveLength(1)
    expect(account.mode).toBe('service-account')
  })

  it('exchanges the key again before the token expires', async () => {
    // The clock stands still and moves when told: on a busy machine a real second passed between
    // the token's issue and the check, and the renewal was measured against the load.
    vi.useFakeTimers({ toFake: ['Date'] })
    endpoint.expiresIn = 1
    const account = credential()
    const first = await account.authorize()
    // Renewed a quarter of its life before it expires: at 750 ms of a 1 s token.
    const renewIn = (first.renewAt as number) - endpoint.issued[0]!.issuedAt
    expect(renewIn).toBeGreaterThan(650)
    expect(renewIn).toBeLessThan(850)
    expect((await account.authorize()).parameter?.[1]).toBe('ya29.test-1')
    vi.setSystemTime(Date.now() + renewIn + 50)
    const second = await account.authorize()
    expect(second.parameter?.[1]).toBe('ya29.test-2')
    // The fresh token came while the old one was still valid.
    expect(endpoint.issued[1]!.issuedAt).toBeLessThan(endpoint.issued[0]!.expiresAt)
  })

  it('exchanges the key again at once when the database refuses the token', async () => {
    const account = credential()
    const first = await account.authorize()
    expect(first.refused()).toBe(true)
    expect((await account.authorize()).parameter?.[1]).toBe('ya29.test-2')
    // A second report about the same, already replaced token does not cost another exchange.
    first.refused()
    expect((await account.authorize()).parameter?.[1]).toBe('ya29.test-2')
    expect(endpoint.issued).toHaveLength(2)
  })

  it('reports a refused key clearly, waits its back-off before asking again, and recovers', async () => {
    endpoint.refuse = true
    const account = credential({ initialBackoffMs: 200 })
    const error = await account.authorize().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FirebaseCredentialError)
    expect((error as FirebaseCredentialError).status).toBe(401)
    expect((error as Error).message).toBe(
      `the token endpoint ${endpoint.url} refused the service account key ` +
        `(HTTP 401: invalid_grant: refused by the test)`,
    )
    expect(logs.filter((line) => line.level === 'error')).toHaveLength(1)
    // Within the back-off the endpoint is not asked again.
    await expect(account.authorize()).rejects.toBe(error)
    expect(endpoint.requests).toHaveLength(1)
    endpoint.refuse = false
    await sleep(250)
    expect((await account.authorize()).parameter?.[1]).toBe('ya29.test-1')
    expect(logs.at(-1)?.msg).toBe('firebase access token obtained again')
  })

  it('keeps lending a still valid token while its renewal is refused', async () => {
    endpoint.expiresIn = 2
    const account = credential()
    await account.authorize()
    endpoint.refuse = true
    await sleep(1600)
    expect((await account.authorize()).parameter?.[1]).toBe('ya29.test-1')
    expect(endpoint.requests).toHaveLength(2)
  })

  it('says when the token endpoint cannot be reached', async () => {
    const key = readServiceAccount(endpoint.keyFile(dir))
    await endpoint.close()
    endpoint = new TokenEndpoint()
    const account = new ServiceAccountCredential({ key, logger, timeoutMs: 2000 })
    const error = (await account.authorize().catch((reason: unknown) => reason)) as Error
    expect(error).toBeInstanceOf(FirebaseCredentialError)
    expect(error.message).toMatch(
      /^the token endpoint http:\/\/127\.0\.0\.1:\d+\/token could not be reached/,
    )
    await endpoint.listen()
  })
})

describe('the credential the settings name', () => {
  it('is the service account, else the legacy secret sent as auth, else none', async () => {
    const file = endpoint.keyFile(dir)
    expect(firebaseCredential({ FIREBASE_SERVICE_ACCOUNT: file }, logger).mode).toBe(
      'service-account',
    )
    const secret = firebaseCredential({ FIREBASE_AUTH: 's3cret' }, logger)
    expect(secret.mode).toBe('database-secret')
    const authorization = await secret.authorize()
    expect(authorization.parameter).toEqual(['auth', 's3cret'])
    expect(authorization.refused()).toBe(false)
    expect(firebaseCredential({}, logger).mode).toBe('none')
    expect((await databaseSecretCredential('x').authorize()).renewAt).toBeUndefined()
  })
})
