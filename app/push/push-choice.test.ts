import { describe, expect, it } from 'vitest'

import { base64UrlBytes, parsePushChoices, pushSupport, withTeamChoice } from './push-choice.ts'

describe('push choices', () => {
  it('reads what the device kept, leaving out unknown kinds and odd shapes', () => {
    expect(parsePushChoices('{"T1":["goal","nonsense","final"],"T2":"goal","T3":[]}')).toEqual({
      T1: ['goal', 'final'],
    })
    for (const raw of [null, '', '[]', 'x', '3']) expect(parsePushChoices(raw)).toEqual({})
  })

  it('sets a team’s kinds in one order, and lets the team go when none is left', () => {
    const choices = withTeamChoice({}, 'T1', ['final', 'kickoff'])
    expect(choices).toEqual({ T1: ['kickoff', 'final'] })
    expect(withTeamChoice(choices, 'T1', [])).toEqual({})
  })
})

describe('pushSupport', () => {
  const browser = { hasPush: true, appleMobile: false, standalone: false } as const

  it('is ready where the browser has Web Push and notifications are not blocked', () => {
    expect(pushSupport({ ...browser, permission: 'default' })).toBe('ready')
  })

  it('says to install the app first on an iPhone browsing in a tab', () => {
    expect(pushSupport({ ...browser, hasPush: false, appleMobile: true })).toBe('install-first')
    expect(pushSupport({ ...browser, hasPush: false })).toBe('unsupported')
  })

  it('says notifications are blocked when the visitor refused them', () => {
    expect(pushSupport({ ...browser, permission: 'denied' })).toBe('blocked')
  })
})

describe('base64UrlBytes', () => {
  it('decodes the unpadded URL-safe base64 of a VAPID key', () => {
    expect([...base64UrlBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239])
  })
})
