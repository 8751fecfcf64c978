import { afterEach, describe, expect, test, vi } from 'vitest'

import { z } from './zod.ts'

describe('zod as the app uses it', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('is set never to compile checks with eval, which the CSP forbids', () => {
    expect(z.config().jitless).toBe(true)
  })

  test('checks an object without constructing a function from a string', () => {
    const construct = vi.spyOn(globalThis, 'Function')
    const schema = z.object({ name: z.string(), age: z.number() })
    expect(schema.safeParse({ name: 'Julie', age: 30 }).success).toBe(true)
    expect(schema.safeParse({ name: 'Julie' }).success).toBe(false)
    expect(construct).not.toHaveBeenCalled()
  })
})
