import { describe, expect, it } from 'vitest'

import { decodeKey, encodeKey } from './firebase-keys.ts'
import { invalidKeyReason } from './league-source.ts'

describe('firebase keys', () => {
  it('encode every character a database key may not hold, and % itself', () => {
    expect(encodeKey('ana.roy@example.org')).toBe('ana%2Eroy@example%2Eorg')
    expect(encodeKey('a/b+c$d#e[f]g%h')).toBe('a%2Fb+c%24d%23e%5Bf%5Dg%25h')
  })

  it('give back the very key they encoded, a key that looks encoded included', () => {
    for (const key of ['ana.roy@example.org', 'Ab/Cd+Ef==', '50%2E off', '%25', 'plain-key_1'])
      expect(decodeKey(encodeKey(key))).toBe(key)
  })

  it('are keys the database accepts', () => {
    for (const key of ['ana.roy@example.org', 'x/y.z$#[]%'])
      expect(invalidKeyReason(encodeKey(key))).toBeUndefined()
  })

  it('leave hashes and push ids as they are', () => {
    expect(encodeKey('-OAolder0000000000000')).toBe('-OAolder0000000000000')
    expect(encodeKey('q3Zx_9-AbC')).toBe('q3Zx_9-AbC')
  })
})
