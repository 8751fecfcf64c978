import { describe, expect, it } from 'vitest'

import {
  CHALLENGES_OVERALL,
  CHALLENGES_PER_CLIENT,
  LINKS_PER_CLIENT,
  LINKS_PER_EMAIL_AND_CLIENT,
  MAILS_PER_EMAIL_PER_HOUR,
  createSignInLimits,
} from './sign-in-limits.ts'

const OPERATOR = 'op@example.org'

/** How many of `count` calls of `act` (given their index) were allowed. */
function times(count: number, act: (n: number) => { allowed: boolean }) {
  return Array.from({ length: count }, (_, n) => act(n)).filter((decision) => decision.allowed)
    .length
}

describe('the sign-in limits', () => {
  it("let an attacker's link requests for an address lock out only the attacker's own client", () => {
    const limits = createSignInLimits(() => 0)
    expect(times(20, () => limits.linkRequest(OPERATOR, 'attacker'))).toBe(
      LINKS_PER_EMAIL_AND_CLIENT,
    )
    expect(limits.linkRequest(OPERATOR, 'operator-home').allowed).toBe(true)
  })

  it('hold a client to its own count, whatever addresses it names', () => {
    const limits = createSignInLimits(() => 0)
    const allowed = times(30, (n) => limits.linkRequest(`a${n}@x.org`, 'c'))
    expect(allowed).toBe(LINKS_PER_CLIENT)
  })

  it('cap the mails to an address per hour, but not for a client that signed in as it', () => {
    let now = 0
    const limits = createSignInLimits(() => now)
    limits.signedIn(OPERATOR, 'operator-home')
    for (let n = 0; n < 50; n += 1) limits.linkRequest(OPERATOR, `bot-${n}`)
    expect(limits.linkRequest(OPERATOR, 'someone-new').allowed).toBe(false)
    expect(limits.linkRequest(OPERATOR, 'operator-home').allowed).toBe(true)
    now += 60 * 60_000
    expect(limits.linkRequest(OPERATOR, 'someone-new').allowed).toBe(true)
  })

  it('count only the mails of the flood against the hourly cap', () => {
    const limits = createSignInLimits(() => 0)
    const allowed = times(50, (n) => limits.linkRequest(OPERATOR, `bot-${n}`))
    expect(allowed).toBe(MAILS_PER_EMAIL_PER_HOUR)
  })

  it('limit passkey challenges per client, and overall so the store holds a bounded number', () => {
    let now = 0
    const limits = createSignInLimits(() => now)
    expect(times(100, () => limits.challenge('one'))).toBe(CHALLENGES_PER_CLIENT)
    let allowed = CHALLENGES_PER_CLIENT
    for (let n = 0; n < 2 * CHALLENGES_OVERALL; n += 1)
      if (limits.challenge(`client-${n}`).allowed) allowed += 1
    expect(allowed).toBe(CHALLENGES_OVERALL)
    now += 5 * 60_000
    expect(limits.challenge('later').allowed).toBe(true)
  })
})
