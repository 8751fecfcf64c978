import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'

import { CHALLENGE_MS } from './console-passkeys.server.ts'
import { ConsoleStore } from './console-store.server.ts'

let now: number
let store: ConsoleStore

beforeEach(() => {
  now = Date.UTC(2026, 10, 27, 18)
  store = new ConsoleStore(new DatabaseSync(':memory:'), () => now)
  store.addOperator('ana@example.org', 'Ana Roy')
})

const KEY = {
  id: 'cred-1',
  email: 'Ana@Example.org',
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ['internal'],
}

describe('passkey challenges', () => {
  it('are taken back once, for their purpose, with their operator', () => {
    const id = store.passkeys.createChallenge('register', 'abc', 'ana@example.org')
    expect(store.passkeys.takeChallenge(id, 'register')).toEqual({
      challenge: 'abc',
      email: 'ana@example.org',
    })
    expect(store.passkeys.takeChallenge(id, 'register')).toBeUndefined()
  })

  it.each([
    ['another purpose', 'register' as const, 0],
    ['expired', 'sign-in' as const, CHALLENGE_MS],
  ])('are refused when %s, and gone after', (_case, purpose, later) => {
    const id = store.passkeys.createChallenge('sign-in', 'xyz')
    now += later
    expect(store.passkeys.takeChallenge(id, purpose)).toBeUndefined()
    expect(store.passkeys.takeChallenge(id, 'sign-in')).toBeUndefined()
  })

  it('are refused for an id never given', () => {
    expect(store.passkeys.takeChallenge('made-up', 'sign-in')).toBeUndefined()
  })
})

describe('passkeys', () => {
  it('are kept with their public key, listed by operator, and note their use', () => {
    store.passkeys.add(KEY)
    const kept = store.passkeys.find('cred-1')!
    expect(kept).toMatchObject({ email: 'ana@example.org', counter: 0, transports: ['internal'] })
    expect([...kept.publicKey]).toEqual([1, 2, 3])
    now += 60_000
    store.passkeys.used('cred-1', 7)
    expect(store.passkeys.of('ANA@example.org')).toEqual([
      expect.objectContaining({ id: 'cred-1', counter: 7, lastUsedAt: now }),
    ])
  })

  it('are removed only by their own operator', () => {
    store.passkeys.add(KEY)
    expect(store.passkeys.remove('bob@example.org', 'cred-1')).toBe(false)
    expect(store.passkeys.remove('ana@example.org', 'cred-1')).toBe(true)
    expect(store.passkeys.find('cred-1')).toBeUndefined()
  })

  it('go with their operator when the operator is removed', () => {
    store.passkeys.add(KEY)
    store.removeOperator('ana@example.org')
    expect(store.passkeys.find('cred-1')).toBeUndefined()
  })
})
