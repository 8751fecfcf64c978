import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { type LeagueProfile, parseLeagueProfile } from './schema.ts'

const committed = () => JSON.parse(readFileSync('league-profile.json', 'utf8')) as LeagueProfile

/** The committed profile with one change. */
function changed(change: (profile: LeagueProfile) => void) {
  const profile = committed()
  change(profile)
  return profile
}

describe('a league profile', () => {
  it('accepts the committed profile', () => {
    expect(parseLeagueProfile(committed()).timeZone).toBe('America/Toronto')
  })

  it.each([
    [
      'a missing address',
      (p: LeagueProfile) => Reflect.deleteProperty(p.venues[1]!, 'address'),
      'venues[1].address: required',
    ],
    [
      'a blank venue name',
      (p: LeagueProfile) => (p.venues[0].name = ' '),
      'venues[0].name: required',
    ],
    ['no venue', (p: LeagueProfile) => (p.venues = []), 'venues: at least one venue'],
    [
      'a missing English name',
      (p: LeagueProfile) => Reflect.deleteProperty(p.name, 'en'),
      'name.en: required',
    ],
    [
      'an unknown time zone',
      (p: LeagueProfile) => (p.timeZone = 'Mars/Olympus'),
      'timeZone: must be an IANA time zone such as America/Toronto',
    ],
    [
      'an offset instead of a zone',
      (p: LeagueProfile) => (p.timeZone = '-05:00'),
      'timeZone: must be an IANA time zone such as America/Toronto',
    ],
    [
      'a bad contact address',
      (p: LeagueProfile) => (p.contact.email = 'info'),
      'contact.email: must be an e-mail address',
    ],
    [
      'a social link that is not a web address',
      (p: LeagueProfile) => (p.social = [{ name: 'X', url: 'javascript:alert(1)' }]),
      'social[0].url: must be an http(s) address',
    ],
    [
      'a negative deposit',
      (p: LeagueProfile) => (p.fees.deposit = -1),
      'fees.deposit: must be 0 or more',
    ],
    [
      'a profile written before games were described',
      (p: LeagueProfile) => Reflect.deleteProperty(p, 'games'),
      'games: required',
    ],
    [
      'a game of half periods',
      (p: LeagueProfile) => (p.games.periodMinutes = 22.5),
      'games.periodMinutes: must be a whole number',
    ],
    [
      'a calendar event of no length',
      (p: LeagueProfile) => (p.games.calendarEventMinutes = 0),
      'games.calendarEventMinutes: must be 1 or more',
    ],
    [
      'an app name too long for a home screen',
      (p: LeagueProfile) => (p.appName = 'A'.repeat(13)),
      'appName: at most 12 characters',
    ],
  ])('refuses %s, naming the field', (_case, change, message) => {
    expect(() => parseLeagueProfile(changed(change))).toThrow(message)
  })

  it('refuses what is not an object', () => {
    expect(() => parseLeagueProfile([])).toThrow('must be a JSON object')
  })
})
