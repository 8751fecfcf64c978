// Both stores behind the one interface: SQLite, and the Realtime Database through its stand-in.
import { beforeEach, describe, expect, it } from 'vitest'

import { consoleStoreKinds } from '../../tests/support/console-stores.ts'
import {
  CHALLENGE_MS,
  SESSION_IDLE_MS,
  SESSION_MS,
  SIGN_IN_LINK_MS,
  secretHash,
  type AuditRecord,
  type ConsoleStore,
} from './console-store.server.ts'

const KEY = {
  id: 'cred/1+x=',
  email: 'Ana@Example.org',
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ['internal'],
}

const audit = (target: string): AuditRecord => ({
  operator: 'ana@example.org',
  action: 'registration.reviewed',
  target,
  before: { [`console/registrations/${target}/status`]: null },
  after: { [`console/registrations/${target}/status`]: 'accepted' },
})

describe.each(consoleStoreKinds())('the console store in $kind', ({ open }) => {
  let now: number
  let store: ConsoleStore
  let stored: () => string
  let another: () => ConsoleStore

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 27, 18)
    ;({ store, stored, another } = await open(() => now))
  })

  describe('operators', () => {
    it('are added once, by address without case, renamed only when a name is given', async () => {
      expect(await store.addOperator(' Ana@Example.org ', 'Ana Roy')).toBe(true)
      expect(await store.addOperator('ana@example.org')).toBe(false)
      expect(await store.listOperators()).toEqual([
        { email: 'ana@example.org', name: 'Ana Roy', addedAt: now },
      ])
      await store.addOperator('ana@example.org', 'Ana R.')
      expect((await store.operator('ANA@example.org'))?.name).toBe('Ana R.')
      expect(await store.operatorNames()).toEqual(new Map([['ana@example.org', 'Ana R.']]))
    })

    it('removed, lose their sessions, links and passkeys at once, and may be added back', async () => {
      await store.addOperator('ana@example.org')
      const session = await store.createSession('ana@example.org')
      const link = (await store.createSignInLink('ana@example.org'))!
      await store.passkeys.add(KEY)
      expect(await store.removeOperator('ana@example.org')).toBe(true)
      expect(await store.removeOperator('ana@example.org')).toBe(false)
      expect(await store.session(session)).toBeUndefined()
      expect(await store.redeemSignInLink(link)).toBeUndefined()
      expect(await store.passkeys.find(KEY.id)).toBeUndefined()
      expect(await store.listOperators()).toEqual([])
      expect((await store.operatorNames()).get('ana@example.org')).toBe('')
      expect(await store.addOperator('ana@example.org')).toBe(true)
      // The old session stays revoked: coming back is not being signed in again.
      expect(await store.session(session)).toBeUndefined()
    })

    it('are listed by address', async () => {
      await store.addOperator('zoe@example.org')
      await store.addOperator('ana.roy@example.org')
      expect((await store.listOperators()).map((op) => op.email)).toEqual([
        'ana.roy@example.org',
        'zoe@example.org',
      ])
    })
  })

  describe('sign-in links', () => {
    beforeEach(async () => {
      await store.addOperator('ana@example.org', 'Ana')
    })

    it('are made for operators only', async () => {
      expect(await store.createSignInLink('stranger@example.org')).toBeUndefined()
      expect(await store.createSignInLink('ana@example.org')).toMatch(/^[\w-]{43}$/)
    })

    it('work once, on whichever instance', async () => {
      const token = (await store.createSignInLink('ana@example.org'))!
      expect(await another().redeemSignInLink(token)).toBe('ana@example.org')
      expect(await store.redeemSignInLink(token)).toBeUndefined()
    })

    it('work once when two instances try at the same moment', async () => {
      const token = (await store.createSignInLink('ana@example.org'))!
      const answers = await Promise.all([
        store.redeemSignInLink(token),
        another().redeemSignInLink(token),
      ])
      expect(answers.filter((email) => email === 'ana@example.org')).toHaveLength(1)
    })

    it('expire after 15 minutes, and an expired one is spent by the try', async () => {
      const token = (await store.createSignInLink('ana@example.org'))!
      now += SIGN_IN_LINK_MS
      expect(await store.redeemSignInLink(token)).toBeUndefined()
      now -= 60_000
      expect(await store.redeemSignInLink(token)).toBeUndefined()
    })

    it('are kept as hashes only', async () => {
      const token = (await store.createSignInLink('ana@example.org'))!
      expect(stored()).toContain(secretHash(token))
      expect(stored()).not.toContain(token)
    })

    it('refuse an unknown token', async () => {
      expect(await store.redeemSignInLink('x'.repeat(43))).toBeUndefined()
    })
  })

  describe('sessions', () => {
    beforeEach(async () => {
      await store.addOperator('ana@example.org', 'Ana')
    })

    it('name their operator for 30 days at most, however often used, then not', async () => {
      const id = await store.createSession('ana@example.org')
      const end = now + SESSION_MS
      expect(await store.session(id)).toEqual({
        email: 'ana@example.org',
        name: 'Ana',
        expiresAt: end,
      })
      while (now + 11 * 3_600_000 < end) {
        now += 11 * 3_600_000
        expect((await store.session(id))?.email).toBe('ana@example.org')
      }
      now = end - 1
      expect((await store.session(id))?.email).toBe('ana@example.org')
      now += 1
      expect(await store.session(id)).toBeUndefined()
    })

    it('end after 12 hours without use', async () => {
      const id = await store.createSession('ana@example.org')
      now += SESSION_IDLE_MS - 60_000
      expect((await store.session(id))?.email).toBe('ana@example.org')
      now += SESSION_IDLE_MS - 1
      expect((await another().session(id))?.email).toBe('ana@example.org')
      now += SESSION_IDLE_MS
      expect(await store.session(id)).toBeUndefined()
    })

    it("list an operator's open sessions, and all end when signing out everywhere", async () => {
      await store.addOperator('bo@example.org', 'Bo')
      const phone = await store.createSession('ana@example.org')
      now += 5 * 60_000
      const laptop = await store.createSession('ana@example.org')
      const others = await store.createSession('bo@example.org')
      expect(await store.sessionsOf('ana@example.org', laptop)).toEqual([
        { createdAt: now, lastSeenAt: now, current: true },
        { createdAt: now - 5 * 60_000, lastSeenAt: now - 5 * 60_000, current: false },
      ])
      expect(await store.revokeSessionsOf('ana@example.org')).toBe(2)
      expect(await store.session(phone)).toBeUndefined()
      expect(await store.session(laptop)).toBeUndefined()
      expect((await store.session(others))?.email).toBe('bo@example.org')
      expect(await store.sessionsOf('ana@example.org', laptop)).toEqual([])
    })

    it('end when revoked (signing out) on any instance, and the store never holds their id', async () => {
      const id = await store.createSession('ana@example.org')
      const other = await store.createSession('ana@example.org')
      await another().revokeSession(id)
      await store.revokeSession('never-given'.repeat(4))
      expect(await store.session(id)).toBeUndefined()
      expect((await store.session(other))?.email).toBe('ana@example.org')
      expect(stored()).not.toContain(id)
    })
  })

  describe('passkey challenges', () => {
    it('are taken back once, for their purpose, with their operator', async () => {
      const id = await store.passkeys.createChallenge('register', 'abc', 'ana@example.org')
      expect(await store.passkeys.takeChallenge(id, 'register')).toEqual({
        challenge: 'abc',
        email: 'ana@example.org',
      })
      expect(await another().passkeys.takeChallenge(id, 'register')).toBeUndefined()
    })

    it('are taken once when two instances try at the same moment', async () => {
      const id = await store.passkeys.createChallenge('sign-in', 'xyz')
      const answers = await Promise.all([
        store.passkeys.takeChallenge(id, 'sign-in'),
        another().passkeys.takeChallenge(id, 'sign-in'),
      ])
      expect(answers.filter((answer) => answer?.challenge === 'xyz')).toHaveLength(1)
    })

    it.each([
      ['another purpose', 'register' as const, 0],
      ['expired', 'sign-in' as const, CHALLENGE_MS],
    ])('are refused when %s, and gone after', async (_case, purpose, later) => {
      const id = await store.passkeys.createChallenge('sign-in', 'xyz')
      now += later
      expect(await store.passkeys.takeChallenge(id, purpose)).toBeUndefined()
      expect(await store.passkeys.takeChallenge(id, 'sign-in')).toBeUndefined()
    })

    it('are refused for an id never given', async () => {
      expect(await store.passkeys.takeChallenge('made-up', 'sign-in')).toBeUndefined()
    })
  })

  describe('passkeys', () => {
    beforeEach(async () => {
      await store.addOperator('ana@example.org', 'Ana Roy')
    })

    it('are kept with their public key, listed by operator, and note their use', async () => {
      await store.passkeys.add(KEY)
      const kept = (await store.passkeys.find(KEY.id))!
      expect(kept).toMatchObject({ email: 'ana@example.org', counter: 0, transports: ['internal'] })
      expect([...kept.publicKey]).toEqual([1, 2, 3])
      now += 60_000
      await store.passkeys.used(KEY.id, 7)
      expect(await store.passkeys.of('ANA@example.org')).toEqual([
        expect.objectContaining({ id: KEY.id, counter: 7, lastUsedAt: now }),
      ])
    })

    it('are removed only by their own operator', async () => {
      await store.passkeys.add(KEY)
      expect(await store.passkeys.remove('bob@example.org', KEY.id)).toBe(false)
      expect(await store.passkeys.remove('ana@example.org', KEY.id)).toBe(true)
      expect(await store.passkeys.find(KEY.id)).toBeUndefined()
    })
  })

  describe('registration reviews', () => {
    it('are absent until an operator changes one, then kept with who, when and the audit entry', async () => {
      expect(await store.reviews.get('-Nabc')).toBeUndefined()
      await store.reviews.set(
        '-Nabc',
        { status: 'accepted', notes: 'Deposit paid' },
        'ana@example.org',
        audit('-Nabc'),
        0,
      )
      const first = now
      now += 60_000
      await store.reviews.set(
        '-Nabc',
        { status: 'declined', notes: '' },
        'bob@example.org',
        audit('-Nabc'),
        first,
      )
      expect(await another().reviews.get('-Nabc')).toEqual({
        status: 'declined',
        notes: '',
        updatedAt: now,
        updatedBy: 'bob@example.org',
      })
      expect([...(await store.reviews.all()).keys()]).toEqual(['-Nabc'])
      expect(await store.auditEntries(10)).toHaveLength(2)
    })

    it('refuse a save made from a review another operator changed since, writing nothing', async () => {
      expect(
        await store.reviews.set(
          '-Nabc',
          { status: 'accepted', notes: 'A' },
          'ana@example.org',
          audit('-Nabc'),
          0,
        ),
      ).toBe(true)
      const saved = (await store.reviews.get('-Nabc'))!
      const before = stored()
      // Bob's form was drawn before Ana's save: it still says there was no review.
      expect(
        await another().reviews.set(
          '-Nabc',
          { status: 'declined', notes: 'B' },
          'bob@example.org',
          audit('-Nabc'),
          0,
        ),
      ).toBe(false)
      expect(stored()).toBe(before)
      expect(await store.reviews.get('-Nabc')).toEqual(saved)
      expect(await store.auditEntries(10)).toHaveLength(1)
    })

    it('let one of two saves from the same review win when they come at once, on two instances', async () => {
      const saves = await Promise.all(
        ['ana@example.org', 'bob@example.org'].map((operator, i) =>
          (i === 0 ? store : another()).reviews.set(
            '-Nabc',
            { status: 'accepted', notes: operator },
            operator,
            audit('-Nabc'),
            0,
          ),
        ),
      )
      expect(saves.filter(Boolean)).toHaveLength(1)
      const winner = saves[0] ? 'ana@example.org' : 'bob@example.org'
      expect(await store.reviews.get('-Nabc')).toMatchObject({ notes: winner, updatedBy: winner })
      expect(await store.auditEntries(10)).toHaveLength(1)
    })
  })

  describe('console settings', () => {
    it('are undefined until set, then hold their JSON value, each change audited', async () => {
      expect(await store.settings.get('registrationOpen')).toBeUndefined()
      await store.settings.set('registrationOpen', false, 'ana@example.org', audit('switch'))
      expect(await another().settings.get('registrationOpen')).toBe(false)
      await store.settings.set('registrationOpen', true, 'ana@example.org', audit('switch'))
      expect(await store.settings.get('registrationOpen')).toBe(true)
      expect(await store.auditEntries(10)).toHaveLength(2)
    })
  })

  describe('the audit log', () => {
    it('keeps who, when, what and each path before and after, newest first, by pages', async () => {
      for (const n of [1, 2, 3]) {
        now += 1000
        await store.recordAudit({
          operator: 'ana@example.org',
          action: 'result.recorded',
          target: `2025W/G${n}`,
          before: { [`Schedule/x/G${n}/GameComplete`]: false, [`Schedule/x/G${n}/Note`]: null },
          after: { [`Schedule/x/G${n}/GameComplete`]: true, [`Schedule/x/G${n}/Note`]: 'ok' },
        })
      }
      const newest = await store.auditEntries(2)
      expect(newest.map((entry) => entry.target)).toEqual(['2025W/G3', '2025W/G2'])
      expect(newest[0]).toMatchObject({
        at: now,
        operator: 'ana@example.org',
        before: { 'Schedule/x/G3/GameComplete': false, 'Schedule/x/G3/Note': null },
        after: { 'Schedule/x/G3/GameComplete': true, 'Schedule/x/G3/Note': 'ok' },
      })
      const older = await another().auditEntries(2, newest[1]!.id)
      expect(older.map((entry) => entry.target)).toEqual(['2025W/G1'])
    })

    it('gives the changes from a moment on, oldest first', async () => {
      for (const n of [1, 2, 3]) {
        now += 60_000
        await store.recordAudit({ ...audit(`-N${n}`), target: `-N${n}` })
      }
      const since = await store.auditEntriesSince(now - 60_000)
      expect(since.map((entry) => entry.target)).toEqual(['-N2', '-N3'])
      expect(await store.auditEntriesSince()).toHaveLength(3)
    })
  })
})
