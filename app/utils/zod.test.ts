import { afterEach, describe, expect, test, vi } from 'vitest'

import { hasMalformedIntent, isoDay, z } from './zod.ts'

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

describe('isoDay', () => {
  test.each(['2026-02-28', '2028-02-29', '2026-12-31', '1999-01-01'])('takes %s', (day) => {
    expect(isoDay.safeParse(day).success).toBe(true)
  })

  test.each([
    '2026-02-31',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '0024-01-01',
    '2026-2-3',
  ])('refuses %s, no day of the calendar', (day) => {
    expect(isoDay.safeParse(day).success).toBe(false)
  })
})

describe('hasMalformedIntent', () => {
  const form = (intent?: string) => {
    const data = new FormData()
    if (intent !== undefined) data.set('__intent__', intent)
    return data
  }

  test('passes a form without an intent, or with one Conform writes', () => {
    expect(hasMalformedIntent(form())).toBe(false)
    expect(hasMalformedIntent(form('{"type":"validate","payload":{"name":"x"}}'))).toBe(false)
  })

  test.each(['validate', 'reset', '{"type":', '{}', 'null', '3'])('flags %j', (intent) => {
    expect(hasMalformedIntent(form(intent))).toBe(true)
  })
})
