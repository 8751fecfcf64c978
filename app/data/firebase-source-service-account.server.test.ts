import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ServiceAccountCredential } from './firebase-credential.server.ts'
import { FirebaseRequestError } from './firebase-source.server.ts'
import { readServiceAccount } from './firebase-service-account.server.ts'
import { getAtPath } from './league-source.ts'
import { silentLogger } from './log.server.ts'
import { firebaseSourceHarness, strip } from '../../tests/support/firebase-source-harness.ts'
import { TokenEndpoint } from '../../tests/support/token-endpoint.ts'
import { until } from '../../tests/support/until.ts'

const harness = firebaseSourceHarness()
let dir: string
let endpoint: TokenEndpoint

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'firebase-account-'))
  endpoint = new TokenEndpoint()
  await endpoint.listen()
})

afterEach(async () => {
  await endpoint.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A source on a database that accepts the endpoint's unexpired tokens only. */
async function connect(expiresIn = 3600) {
  endpoint.expiresIn = expiresIn
  const url = await harness.startServer({ acceptToken: (token) => endpoint.isValid(token) })
  const credential = new ServiceAccountCredential({
    key: readServiceAccount(endpoint.keyFile(dir)),
    logger: silentLogger,
  })
  return harness.connect(url, undefined, { credential })
}

const streamTokens = (at: string) =>
  harness.server.requests
    .filter((request) => request.stream && request.path === at)
    .map((request) => request.credential)

describe('a Firebase source on a service account', () => {
  it('reads the league with an access token the database accepts', async () => {
    const source = await connect()
    const tree = await source.read('leagues/demo')
    expect(tree).toEqual(strip(harness.server.tree))
    expect(new Set(harness.server.requests.map((r) => r.credential))).toEqual(
      new Set(['ya29.test-1']),
    )
  })

  it('reopens a stream with a fresh token before the old one expires, without a loss', async () => {
    await connect(2)
    const followed = harness.follow('leagues/demo/News')
    await until(() => followed.statuses.length > 0)
    // Renewed at 1.5 s of a 2 s token; the database refuses the old one at 2 s.
    await until(() => streamTokens('leagues/demo/News').length === 2, { timeoutMs: 4000 })
    expect(streamTokens('leagues/demo/News')).toEqual(['ya29.test-1', 'ya29.test-2'])
    const [first, second] = endpoint.issued
    expect(second!.issuedAt).toBeLessThan(first!.expiresAt)
    expect(followed.statuses.map((status) => status.state)).toEqual(['connected'])
    harness.server.set('leagues/demo/News/n9', { TitleFr: 'Après', TitleEn: 'After' })
    await until(() => getAtPath(followed.tree, 'n9') !== undefined)
  })

  it('reconnects with a fresh token when the database revokes the one it had', async () => {
    await connect()
    const followed = harness.follow('leagues/demo/News')
    await until(() => followed.statuses.length > 0)
    harness.server.revokeAuth('token revoked')
    await until(() => streamTokens('leagues/demo/News').length === 2)
    expect(streamTokens('leagues/demo/News')).toEqual(['ya29.test-1', 'ya29.test-2'])
    await until(() => followed.statuses.at(-1)?.state === 'connected')
    expect(followed.statuses.map((status) => status.state)).toEqual([
      'connected',
      'auth_revoked',
      'connected',
    ])
  })

  it('writes a console change as one multi-location PATCH to the league root', async () => {
    const source = await connect()
    const followed = harness.follow('leagues/demo')
    await until(() => followed.events.length > 0)
    const update = {
      'Seasons/2026W/Schedule/G1/Status': 'postponed',
      'Seasons/2026W/Schedule/G1/StatusReason': 'Gym fermé',
    }
    const started = performance.now()
    await source.applyUpdate('leagues/demo', update)
    const roundTrip = performance.now() - started
    const patches = harness.server.requests.filter((request) => request.method === 'PATCH')
    expect(patches).toMatchObject([{ path: 'leagues/demo', credential: 'ya29.test-1' }])
    expect(getAtPath(harness.server.tree, 'leagues/demo/Seasons/2026W/Schedule/G1/Status')).toBe(
      'postponed',
    )
    await until(() => getAtPath(followed.tree, 'Seasons/2026W/Schedule/G1/Status') === 'postponed')
    expect(roundTrip).toBeLessThan(1000)
  })

  it('refuses a write the database refuses, whole, after one try with a fresh token', async () => {
    const source = await connect()
    const before = structuredClone(harness.server.tree)
    harness.server.acceptToken = () => false
    const error = await source
      .applyUpdate('leagues/demo', { 'Sponsors/s9/Name': 'X', 'News/n9/TitleFr': 'Y' })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FirebaseRequestError)
    expect((error as FirebaseRequestError).status).toBe(401)
    expect((error as Error).message).toBe('PATCH leagues/demo: HTTP 401 Unauthorized request.')
    const patches = harness.server.requests.filter((request) => request.method === 'PATCH')
    expect(patches.map((request) => request.credential)).toEqual(['ya29.test-1', 'ya29.test-2'])
    expect(harness.server.tree).toEqual(before)
  })

  it('says a write had no token when the token endpoint refuses the key', async () => {
    const source = await connect()
    endpoint.refuse = true
    const error = await source
      .applyUpdate('leagues/demo', { 'Sponsors/s9/Name': 'X' })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FirebaseRequestError)
    expect((error as Error).message).toMatch(
      /^PATCH leagues\/demo: no access token: the token endpoint .* refused the service account key/,
    )
    expect(harness.server.requests.filter((request) => request.method === 'PATCH')).toEqual([])
  })
})
