import { describe, expect, it } from 'vitest'

import { gameFixture } from '~/league/fixtures/game.ts'
import { pushEvents } from '~/league/index.ts'

import { type PushSubscriptionRecord, pushJobs, pushMessage } from './push-fanout.ts'

const keys = { p256dh: 'key', auth: 'auth' }
const subscriber = (
  endpoint: string,
  lang: 'fr' | 'en',
  teams: PushSubscriptionRecord['teams'],
): PushSubscriptionRecord => ({ endpoint, keys, lang, teams })

const goal = pushEvents(
  [gameFixture({ status: 'live' }, [0, 0])],
  [gameFixture({ status: 'live' }, [1, 0])],
)
const final = pushEvents(
  [gameFixture({ status: 'live' }, [1, 0])],
  [gameFixture({ status: 'finished' }, [1, 0])],
)

describe('pushJobs', () => {
  it('sends an event to each subscription that asked for that team and kind, once', () => {
    const subscriptions = [
      subscriber('https://push.example/fr', 'fr', { T1: ['goal', 'final'] }),
      subscriber('https://push.example/both', 'en', { T1: ['goal'], T2: ['goal'] }),
      subscriber('https://push.example/final-only', 'en', { T2: ['final'] }),
      subscriber('https://push.example/other', 'fr', { T9: ['goal', 'final'] }),
    ]
    expect(pushJobs(goal, subscriptions).map((job) => job.endpoint)).toEqual([
      'https://push.example/fr',
      'https://push.example/both',
    ])
    expect(pushJobs(final, subscriptions).map((job) => job.endpoint)).toEqual([
      'https://push.example/fr',
      'https://push.example/final-only',
    ])
  })

  it('writes each notification in the language its subscriber reads the site in', () => {
    const [fr, en] = pushJobs(goal, [
      subscriber('https://push.example/fr', 'fr', { T1: ['goal'] }),
      subscriber('https://push.example/en', 'en', { T1: ['goal'] }),
    ]).map((job) => JSON.parse(job.payload) as { title: string; body: string; url: string })
    expect(fr).toMatchObject({ body: 'Lions 1 – 0 Ajax', url: '/match/G1' })
    expect(fr?.title).toMatch(/^But de Lions\s!$/u)
    expect(en).toMatchObject({ title: 'Goal for Lions!', url: '/match/G1?lang=en' })
  })
})

describe('pushMessage', () => {
  it('names the final score and the game it opens', () => {
    const [event] = final
    expect(pushMessage(event!, 'en')).toMatchObject({
      title: 'Final: Lions 1 – 0 Ajax',
      url: '/match/G1?lang=en',
      tag: '2025W/G1',
    })
  })

  it('gives the reason of a postponement as the operator wrote it', () => {
    const [event] = pushEvents(
      [gameFixture()],
      [gameFixture({ calledOff: { status: 'postponed', reason: 'Tempête', reasonEn: 'Storm' } })],
    )
    const french = pushMessage(event!, 'fr')
    expect(french.title).toMatch(/^Match reporté\s: Lions – Ajax$/u)
    expect(french.body).toBe('Tempête')
    expect(pushMessage(event!, 'en').body).toBe('Storm')
  })
})
