/**
 * Web Push end to end (docs/product.md#notifications): a production server, subscriptions saved
 * through /api/push, a game written to the store as another process would (live with a goal, then
 * final), and a local push service that decrypts what arrives (RFC 8291). Each subscription gets
 * one notification per event it asked for, in its language; an expired one is dropped, and one the
 * visitor takes back is gone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  type LeagueServer,
  exampleLeagueTree,
  startLeagueServer,
} from '../e2e/support/league-server.ts'
import { type PushStandIn, startPushStandIn } from '../support/push-service-stand-in.ts'
import {
  UPCOMING_GAME as GAME,
  UPCOMING_GAME_PATH as GAME_PATH,
  withUpcomingGame,
} from '../support/upcoming-game.ts'

let server: LeagueServer
let pushService: PushStandIn

beforeAll(async () => {
  pushService = await startPushStandIn()
  server = await startLeagueServer({
    tree: withUpcomingGame(exampleLeagueTree()),
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await pushService?.close()
})

async function subscribe(body: unknown): Promise<Response> {
  return fetch(`${server.baseURL}/api/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

type PushHealth = {
  events: number
  sent: number
  gone: number
  subscriptions: number
  queued: number
  sending: number
  retrying: number
}

async function pushHealth(): Promise<PushHealth> {
  const body = (await (await fetch(`${server.baseURL}/healthz`)).json()) as { push: PushHealth }
  return body.push
}

/** Every event of the data's changes so far worked out, and nothing left to send. */
async function settled(events: number): Promise<PushHealth> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const push = await pushHealth()
    if (push.events >= events && push.queued + push.sending + push.retrying === 0) return push
    if (Date.now() > deadline) throw new Error(`push not settled: ${JSON.stringify(push)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('push notifications', () => {
  test('a goal and a final reach each subscription once, in its language; an expired one is dropped and a visitor may take theirs back', async () => {
    const key = (await (await fetch(`${server.baseURL}/api/push`)).json()) as { publicKey: string }
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/)

    const french = pushService.subscribe()
    const english = pushService.subscribe()
    const expired = pushService.subscribe({ expired: true })
    const all = ['kickoff', 'goal', 'final', 'change']
    for (const [browser, lang, teams] of [
      [french, 'fr', { T10: all }],
      [english, 'en', { T11: ['final'] }],
      [expired, 'fr', { T10: all }],
    ] as const) {
      const response = await subscribe({ subscription: browser, lang, teams })
      expect(response.status, await response.text()).toBe(200)
    }
    // A public endpoint elsewhere is refused by the same rule even here: not HTTPS.
    expect(
      (
        await subscribe({
          subscription: { ...french, endpoint: 'http://push.example.com/x' },
          teams: { T10: all },
        })
      ).status,
    ).toBe(422)

    // Kick-off and the first goal in one change.
    server.write(GAME_PATH, { ...GAME, Status: 'live', HomeTeamScore: 1, AwayTeamScore: 0 })
    const afterGoal = await settled(2)
    expect(afterGoal.gone).toBeGreaterThanOrEqual(1)
    const expiredCalls = pushService.received.filter((push) => push.id === expired.id).length
    server.write(GAME_PATH, { ...GAME, GameComplete: true, HomeTeamScore: 1, AwayTeamScore: 0 })
    const afterFinal = await settled(3)
    expect(afterFinal).toMatchObject({ events: 3, sent: 4, subscriptions: 2 })

    const got = (id: string) =>
      pushService.received
        .filter((push) => push.id === id)
        .map((push) => (push.payload as { title?: string } | undefined)?.title)
    expect(got(french.id)).toEqual([
      expect.stringMatching(/^Coup d’envoi\s: Les Lions – St. Laurent United$/u),
      expect.stringMatching(/^But des Lions\s!$/u),
      expect.stringMatching(/^Terminé\s: Les Lions 1 – 0 St. Laurent United$/u),
    ])
    expect(got(english.id)).toEqual(['Final: Lions FC 1 – 0 St. Laurent United'])
    const toExpired = pushService.received.filter((push) => push.id === expired.id)
    expect(toExpired.length).toBe(expiredCalls)
    expect(new Set(toExpired.map((push) => push.status))).toEqual(new Set([410]))
    const final = pushService.received.find((push) => push.id === english.id)!
    expect(final.payload).toMatchObject({ url: '/match/G30?lang=en' })
    expect(final.headers.authorization).toMatch(/^vapid t=.+, k=/)
    expect(final.headers.ttl).toBeDefined()

    // The panel that made a subscription takes it back once the device follows no team's news.
    const removed = await subscribe({ subscription: english, remove: true })
    expect(await removed.json()).toEqual({ status: 'removed' })
    expect((await pushHealth()).subscriptions).toBe(1)
  }, 90_000)
})
