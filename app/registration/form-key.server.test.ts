import { mkdtempSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formSigningKey, signStartedAt, verifiedStartedAt } from './form-key.server.ts'

describe('the form-signing key', () => {
  it('is made on first start, readable by the server only, and the same after a restart', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'form-key-'))
    const first = formSigningKey(dir)
    expect(first).toHaveLength(32)
    expect(statSync(path.join(dir, 'form-signing.key')).mode & 0o777).toBe(0o600)
    expect(formSigningKey(dir).equals(first)).toBe(true)
    expect(formSigningKey(mkdtempSync(path.join(os.tmpdir(), 'form-key-'))).equals(first)).toBe(
      false,
    )
  })

  it('verifies the start times it signed, and nothing else', () => {
    const key = Buffer.alloc(32, 3)
    const signed = signStartedAt(1_800_000_000_000, key)
    expect(verifiedStartedAt(signed, key)).toBe(1_800_000_000_000)
    expect(verifiedStartedAt(signed, Buffer.alloc(32, 4))).toBeUndefined()
    for (const value of [undefined, '', '1800000000000', `${signed}x`, signed.replace('18', '17')])
      expect(verifiedStartedAt(value, key)).toBeUndefined()
  })
})
