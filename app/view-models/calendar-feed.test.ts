import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import '~/i18n/catalogues.server.ts'
import { exampleLeagueTree, seasonTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { buildCalendarFeed } from './calendar-feed.ts'

type Tree = Record<string, unknown>

const league = parseLeague(exampleLeagueTree())
const STAMP = new Date('2026-01-14T12:00:00Z')
const feed = (kind: 'team' | 'division' | 'match', id: string, lang: 'fr' | 'en' = 'en') =>
  buildCalendarFeed(league, { kind, id, lang, publicUrl: 'https://ligue.example/', stamp: STAMP })

/** Parses with ical.js, an independent implementation: what a calendar app would read. */
function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? undefined,
      description: event.description,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate
        ? event.startDate.toString()
        : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
    }
  })
}

describe('calendar feeds (RFC 5545, parsed by ical.js)', () => {
  it.each([
    ['division M1', 'division', 'M1', ['G1', 'G2', 'G9', 'G10']],
    ['team T10', 'team', 'T10', ['G1', 'G2', 'G9', 'G10']],
    ['team T11', 'team', 'T11', ['G1', 'G2', 'G9']],
    ['division W1 (no games)', 'division', 'W1', []],
  ] as const)('has one event per dated game for %s', (_case, kind, id, games) => {
    const body = feed(kind, id)?.body ?? ''
    expect(events(body).map((event) => event.uid)).toEqual(
      games.map((game) => `2025W-M1-${game}@ligue.example`),
    )
  })

  it('puts each kick-off at its UTC instant on both sides of a daylight-saving change', () => {
    const byUid = Object.fromEntries(
      events(feed('division', 'M1')?.body ?? '').map((event) => [event.uid, event]),
    )
    // Nov 9 2025 7:30 PM is EST (UTC-5); Mar 22 2026 9:00 PM is EDT (UTC-4, since Mar 8).
    expect(byUid['2025W-M1-G1@ligue.example']).toMatchObject({
      start: '2025-11-10T00:30:00.000Z',
      end: '2025-11-10T01:30:00.000Z',
      allDay: false,
    })
    expect(byUid['2025W-M1-G9@ligue.example']).toMatchObject({
      start: '2026-03-23T01:00:00.000Z',
      allDay: false,
    })
  })

  it('makes a game without a time an all-day event marked "time to be confirmed"', () => {
    const en = events(feed('team', 'T10')?.body ?? '').find((event) => event.uid.includes('G10'))
    expect(en).toMatchObject({ allDay: true, start: '2026-03-29', end: '2026-03-30' })
    expect(en?.summary).toContain('(time to be confirmed)')
    // The division plays in Laval: its venue's address, the field to be confirmed.
    expect(en?.location).toBe('100 rue de l’Exemple, Laval QC H7X 0A1')
    expect(en?.description).toContain('Field TBD')
    const fr = events(feed('team', 'T10', 'fr')?.body ?? '').find((event) =>
      event.uid.includes('G10'),
    )
    expect(fr?.summary).toContain('(heure à confirmer)')
  })

  it("names the field and its venue's street address as LOCATION, with a map link, the score once played and the playoff stage", () => {
    const byUid = Object.fromEntries(
      events(feed('division', 'M1')?.body ?? '').map((event) => [event.uid.split('@')[0], event]),
    )
    expect(byUid['2025W-M1-G1']).toMatchObject({
      location: 'Laval 1, 100 rue de l’Exemple, Laval QC H7X 0A1',
    })
    expect(byUid['2025W-M1-G1']?.description).toContain(
      'Map: https://www.google.com/maps/search/?api=1&query=Laval%2C%20100%20rue',
    )
    expect(byUid['2025W-M1-G1']?.summary).toMatch(/^Lions FC \d+ - \d+ St\. Laurent United$/)
    expect(byUid['2025W-M1-G1']?.description).toContain('https://ligue.example/match/G1')
    expect(byUid['2025W-M1-G9']?.summary).toBe('Final: Lions FC 1 - 1 St. Laurent United')
  })

  it('uses French names and labels with ?lang=fr', () => {
    const [first] = events(feed('division', 'M1', 'fr')?.body ?? '')
    expect(first?.summary).toContain('Les Lions')
    expect(first?.description).toContain('Division\u00a0: Hommes A - Laval')
  })

  it('marks a forfeit in the summary', () => {
    const forfeit = parseLeague(
      seasonTree({
        Seasons: { S: { season_id: 'S', isActive: true, Divisions: { D: { division_id: 'D' } } } },
        Schedule: {
          S: {
            Divisions: {
              D: {
                'NOV 9, 2025': {
                  g: {
                    HomeTeamName: 'Lions',
                    AwayTeamName: 'Tigers',
                    Date: 'Nov 9, 2025',
                    Time: '7:30 PM',
                    GameComplete: true,
                    HomeTeamScore: 0,
                    AwayTeamScore: 3,
                    HomeTeamFFT: true,
                  },
                },
              },
            },
          },
        },
      }),
    )
    const body =
      buildCalendarFeed(forfeit, {
        kind: 'division',
        id: 'D',
        lang: 'fr',
        publicUrl: 'https://ligue.example',
        stamp: STAMP,
      })?.body ?? ''
    expect(events(body)[0]?.summary).toBe('Lions (forfait) 0 - 3 Tigers')
  })

  it.each([
    [
      'fr',
      { Status: 'postponed', StatusReason: 'Glace fermée' },
      'Reporté : Lions vs Tigers',
      'Reporté : Glace fermée',
      'TENTATIVE',
    ],
    ['en', { Status: 'postponed' }, 'Postponed: Lions vs Tigers', 'Postponed', 'TENTATIVE'],
    ['en', {}, 'Lions vs Tigers', 'Division: D', undefined],
    [
      'en',
      { Status: 'cancelled', StatusReason: 'Équipe retirée', StatusReasonEn: 'Team withdrew' },
      'Cancelled: Lions vs Tigers',
      'Cancelled: Team withdrew',
      'CANCELLED',
    ],
    [
      'en',
      { Status: 'postponed', StatusReason: 'Glace fermée' },
      'Postponed: Lions vs Tigers',
      'Postponed: Glace fermée (in French)',
      'TENTATIVE',
    ],
  ] as const)(
    'says a called-off game is so (%s, %j), STATUS:TENTATIVE while postponed, CANCELLED once cancelled',
    (lang, fields, summary, firstLine, status) => {
      const calledOff = parseLeague(
        seasonTree({
          Seasons: {
            S: { season_id: 'S', isActive: true, Divisions: { D: { division_id: 'D' } } },
          },
          Schedule: {
            S: {
              Divisions: {
                D: {
                  'NOV 9, 2025': {
                    g: {
                      HomeTeamName: 'Lions',
                      AwayTeamName: 'Tigers',
                      Date: 'Nov 9, 2025',
                      Time: '7:30 PM',
                      ...fields,
                    },
                  },
                },
              },
            },
          },
        }),
      )
      const body =
        buildCalendarFeed(calledOff, {
          kind: 'division',
          id: 'D',
          lang,
          publicUrl: 'https://ligue.example',
          stamp: STAMP,
        })?.body ?? ''
      const [event] = events(body)
      expect(event?.summary).toBe(summary)
      expect(event?.description.split('\n')[0]).toBe(firstLine)
      const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')
      expect(vevent?.getFirstPropertyValue('status') ?? undefined).toBe(status)
    },
  )

  it.each([
    [{}, 0],
    [{ Sequence: 3 }, 3],
  ])(
    'gives an event the SEQUENCE its game has (%j: %i), so phones replace a changed event',
    (fields, sequence) => {
      const tree = exampleLeagueTree()
      const day = (((tree.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree
      const [dayKey, games] = Object.entries(day)[0] as [string, Tree]
      const [gameKey, game] = Object.entries(games)[0] as [string, Tree]
      day[dayKey] = { ...games, [gameKey]: { ...game, ...fields } }
      const body =
        buildCalendarFeed(parseLeague(tree), {
          kind: 'division',
          id: 'M1',
          lang: 'en',
          publicUrl: 'https://ligue.example',
          stamp: STAMP,
        })?.body ?? ''
      const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')
      expect(vevent?.getFirstPropertyValue('sequence')).toBe(sequence)
    },
  )

  it.each([
    ['fr', { minute: 34 }, 'En cours, 34e minute : Lions 2 - 1 Tigers'],
    ['en', { minute: 34 }, 'Live, minute 34: Lions 2 - 1 Tigers'],
    ['en', { phase: 'half-time' }, 'Live, Half-time: Lions 2 - 1 Tigers'],
    ['en', undefined, 'Live: Lions 2 - 1 Tigers'],
  ] as const)(
    'says a live game is live with its running score (%s, %j)',
    (lang, clock, summary) => {
      const events_ =
        clock === undefined
          ? undefined
          : 'minute' in clock
            ? { e: { Type: 'goal', Side: 'home', PlayerID: 'P', Minute: clock.minute } }
            : { e: { Type: 'period', Period: clock.phase, Minute: 25 } }
      const live = parseLeague(
        seasonTree({
          Seasons: {
            S: { season_id: 'S', isActive: true, Divisions: { D: { division_id: 'D' } } },
          },
          Schedule: {
            S: {
              Divisions: {
                D: {
                  'NOV 9, 2025': {
                    g: {
                      HomeTeamName: 'Lions',
                      AwayTeamName: 'Tigers',
                      Date: 'Nov 9, 2025',
                      Time: '7:30 PM',
                      Status: 'live',
                      HomeTeamScore: 2,
                      AwayTeamScore: 1,
                      ...(events_ ? { Events: events_ } : {}),
                    },
                  },
                },
              },
            },
          },
        }),
      )
      const body =
        buildCalendarFeed(live, {
          kind: 'division',
          id: 'D',
          lang,
          publicUrl: 'https://ligue.example',
          stamp: STAMP,
        })?.body ?? ''
      const [event] = events(body)
      expect(event?.summary).toBe(summary)
      expect(event?.description).toContain('https://ligue.example/match/g')
    },
  )

  it('makes a one-game file of a game, named after its teams, and none of an unknown game', () => {
    const body = feed('match', 'G2')?.body ?? ''
    expect(events(body).map((event) => event.uid)).toEqual(['2025W-M1-G2@ligue.example'])
    expect(feed('match', 'G2', 'fr')?.name).toBe('St. Laurent United vs Les Lions')
    expect(feed('match', 'G404')).toBeUndefined()
  })

  it('keeps the same UIDs and bytes for the same data (stable across renders)', () => {
    expect(feed('division', 'M1')?.body).toBe(feed('division', 'M1')?.body)
  })

  it('is undefined for an unknown team or division', () => {
    expect(feed('team', 'NOPE')).toBeUndefined()
    expect(feed('division', 'NOPE')).toBeUndefined()
  })

  it('leaves out games without a readable date and survives junk games', () => {
    const junk = parseLeague(
      seasonTree({
        Seasons: { S: { season_id: 'S', isActive: true, Divisions: { D: { division_id: 'D' } } } },
        Schedule: {
          S: {
            Divisions: {
              D: {
                'NO DATE': { a: { HomeTeamName: '<b>&', Date: 'someday', Time: 'TBD' } },
                'NOV 9, 2025': { b: { HomeTeamName: 'A;B,C', Time: 99, Field: ['x'] }, c: null },
              },
            },
          },
        },
      }),
    )
    const built = buildCalendarFeed(junk, {
      kind: 'division',
      id: 'D',
      lang: 'en',
      publicUrl: 'http://localhost:3000',
      stamp: STAMP,
    })
    const parsed = events(built?.body ?? '')
    expect(parsed).toHaveLength(1)
    expect(parsed[0]).toMatchObject({ allDay: true, start: '2025-11-09' })
    expect(parsed[0]?.summary).toContain('A;B,C')
  })
})
