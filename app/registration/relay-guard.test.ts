import { describe, expect, it } from 'vitest'

import { type ConfirmationContent, RELAY_WINDOW_MS, RecentRegistrations } from './relay-guard.ts'

const content: ConfirmationContent = {
  to: 'captain@example.org',
  playerName: 'Ana Lima',
  teamName: 'Les Étoiles',
  seasonName: 'Winter 2025-26',
  seasonNameLocal: 'Hiver 2025-26',
  lang: 'fr',
}

function guard() {
  let now = 5_000_000
  const instance = new RecentRegistrations({ clock: () => now })
  return { instance, advance: (ms: number) => (now += ms) }
}

describe('the relay guard of the e-mail endpoint', () => {
  it('refuses an address no recent registration has', () => {
    const { instance } = guard()
    instance.remember('r1', ['captain@example.org', 'contact@example.org'], content)
    expect(instance.claimByAddress('stranger@example.org')).toEqual({ status: 'unknown' })
  })

  it('allows the captain or the contact address, in any case, once per registration', () => {
    const { instance } = guard()
    instance.remember('r1', ['captain@example.org', 'contact@example.org'], content)
    expect(instance.claimByAddress('Contact@Example.org ')).toEqual({
      status: 'ok',
      id: 'r1',
      content,
    })
    expect(instance.claimByAddress('captain@example.org')).toEqual({ status: 'already-sent' })
  })

  it('counts the send that follows the save as the one send', () => {
    const { instance } = guard()
    instance.remember('r1', ['captain@example.org'], content)
    expect(instance.claimById('r1').status).toBe('ok')
    expect(instance.claimByAddress('captain@example.org')).toEqual({ status: 'already-sent' })
    expect(instance.claimById('r1')).toEqual({ status: 'already-sent' })
  })

  it('gives the send back after a failure, so it can be retried', () => {
    const { instance } = guard()
    instance.remember('r1', ['captain@example.org'], content)
    instance.claimById('r1')
    instance.release('r1')
    expect(instance.claimByAddress('captain@example.org').status).toBe('ok')
  })

  it('forgets a registration 15 minutes after it was saved', () => {
    const { instance, advance } = guard()
    instance.remember('r1', ['captain@example.org'], content)
    advance(RELAY_WINDOW_MS - 1)
    expect(instance.size).toBe(1)
    advance(1)
    expect(instance.claimByAddress('captain@example.org')).toEqual({ status: 'unknown' })
    expect(instance.claimById('r1')).toEqual({ status: 'unknown' })
  })

  it('with two registrations for one address, confirms the latest unconfirmed one', () => {
    const { instance, advance } = guard()
    instance.remember('r1', ['captain@example.org'], content)
    advance(1000)
    instance.remember('r2', ['captain@example.org'], { ...content, teamName: 'Second' })
    expect(instance.claimByAddress('captain@example.org')).toMatchObject({ id: 'r2' })
    expect(instance.claimByAddress('captain@example.org')).toMatchObject({ id: 'r1' })
    expect(instance.claimByAddress('captain@example.org')).toEqual({ status: 'already-sent' })
  })

  it('keeps at most maxEntries registrations', () => {
    const instance = new RecentRegistrations({ maxEntries: 2 })
    instance.remember('r1', ['a@x.org'], content)
    instance.remember('r2', ['b@x.org'], content)
    instance.remember('r3', ['c@x.org'], content)
    expect(instance.size).toBe(2)
    expect(instance.claimByAddress('a@x.org')).toEqual({ status: 'unknown' })
  })
})
