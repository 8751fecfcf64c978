import { describe, expect, it } from 'vitest'

import { clickTarget, notificationFromPush } from './push-notification.ts'

describe('notificationFromPush', () => {
  it('shows the title and body the server wrote, and keeps the match page for the click', () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'Final: Lions 1 – 0 Ajax',
        body: 'Men A',
        url: '/match/G1?lang=en',
        tag: '2025W/G1',
        lang: 'en',
      }),
    )
    expect(shown).toMatchObject({
      title: 'Final: Lions 1 – 0 Ajax',
      options: { body: 'Men A', tag: '2025W/G1', lang: 'en', data: { url: '/match/G1?lang=en' } },
    })
  })

  it('shows nothing for an empty or unreadable push', () => {
    expect(notificationFromPush(undefined)).toBeUndefined()
    expect(notificationFromPush('not json')).toBeUndefined()
    expect(notificationFromPush('42')).toBeUndefined()
  })
})

describe('clickTarget', () => {
  const origin = 'https://ligue.example'

  it('opens the match page on this site', () => {
    expect(clickTarget('/match/G1', origin)).toBe('https://ligue.example/match/G1')
  })

  it('never leaves the site, whatever the payload says', () => {
    expect(clickTarget('https://evil.example/x', origin)).toBe('https://ligue.example/')
    expect(clickTarget('//evil.example/x', origin)).toBe('https://ligue.example/')
    expect(clickTarget(undefined, origin)).toBe('https://ligue.example/')
  })
})
