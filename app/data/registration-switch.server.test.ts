import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ConsoleStore } from './console-store.server.ts'

let store: ConsoleStore
vi.mock('./league.server.ts', () => ({ getConsoleStore: () => store }))

process.env.REGISTRATION_OPEN = 'true'
const { forgetRegistrationSwitch, isRegistrationOpen, setRegistrationOpen } =
  await import('./registration-switch.server.ts')

beforeEach(() => {
  store = new ConsoleStore(new DatabaseSync(':memory:'))
  forgetRegistrationSwitch()
})

describe('the registration switch', () => {
  it('follows REGISTRATION_OPEN until an operator uses it', () => {
    expect(isRegistrationOpen()).toBe(true)
  })

  it('closes and opens at once, each change audited with the state before and after', () => {
    expect(setRegistrationOpen(false, 'ana@example.org')).toBe(true)
    expect(isRegistrationOpen()).toBe(false)
    expect(setRegistrationOpen(true, 'bob@example.org')).toBe(true)
    expect(isRegistrationOpen()).toBe(true)
    const [opened, closed] = store.auditEntries(10)
    expect(closed).toMatchObject({
      operator: 'ana@example.org',
      action: 'registration.closed',
      before: { 'console/settings/registrationOpen': true },
      after: { 'console/settings/registrationOpen': false },
    })
    expect(opened).toMatchObject({ operator: 'bob@example.org', action: 'registration.opened' })
  })

  it('writes nothing when it is already so', () => {
    expect(setRegistrationOpen(true, 'ana@example.org')).toBe(false)
    expect(store.auditEntries(10)).toEqual([])
    expect(store.settings.get('registrationOpen')).toBeUndefined()
  })

  it('wins over REGISTRATION_OPEN once set, for another process too (read again after a second)', () => {
    vi.useFakeTimers()
    try {
      expect(isRegistrationOpen()).toBe(true)
      // Another process on the same store closes registration.
      store.settings.set('registrationOpen', false, 'ana@example.org')
      expect(isRegistrationOpen()).toBe(true)
      vi.advanceTimersByTime(1000)
      expect(isRegistrationOpen()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
