import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { findDivision, findMatch, localName, parseLeague } from '~/league/index.ts'

import {
  matchStartDate,
  sportsEventJsonLd,
  sportsEventsJsonLd,
  sportsOrganizationJsonLd,
  sportsTeamJsonLd,
  webSiteJsonLd,
} from './structured-data.ts'
import { teamPagesTree } from './fixtures/team-pages-tree.ts'

const league = parseLeague(teamPagesTree(exampleLeagueTree()))
const fr = { publicUrl: 'https://ligue.example/', lang: 'fr' as const }
const en = { publicUrl: 'https://ligue.example', lang: 'en' as const }

/** As a crawler reads it: the JSON text parsed back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary JSON, read by path
const parsed = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, any>

function match(id: string) {
  const found = findMatch(league, id)
  if (!found) throw new Error(`no match ${id}`)
  return found
}

describe('sportsEventJsonLd', () => {
  it('describes a played match with its teams, score, kick-off offset and venue', () => {
    const g1 = match('G1')
    const event = parsed(sportsEventJsonLd(g1, en, league))
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Lions FC 2 – 1 St. Laurent United',
      startDate: '2025-11-09T19:30:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      url: 'https://ligue.example/match/G1?lang=en',
      sport: 'Soccer',
      homeTeam: {
        '@type': 'SportsTeam',
        name: 'Lions FC',
        url: 'https://ligue.example/team/T10?division=M1&season=2025W&lang=en',
      },
      awayTeam: { '@type': 'SportsTeam', name: 'St. Laurent United' },
      location: { '@type': 'Place', name: g1.field },
      organizer: { '@type': 'SportsOrganization', url: 'https://ligue.example/' },
    })
    expect(g1.home.score).toBe(2)
    expect(g1.away.score).toBe(1)
  })

  it('uses the French names and plain French addresses in French', () => {
    const event = parsed(sportsEventJsonLd(match('G1'), fr, league))
    expect(event.homeTeam.name).toBe('Les Lions')
    expect(event.url).toBe('https://ligue.example/match/G1')
    expect(event.inLanguage).toBe('fr-CA')
  })

  it('gives summer kick-offs the daylight-saving offset and undated times the date alone', () => {
    expect(matchStartDate(match('G9'))).toBe('2026-03-22T21:00:00-04:00')
    expect(matchStartDate(match('G10'))).toBe('2026-03-29')
  })

  it('names an upcoming match without a score, and a team not yet known without a link', () => {
    const event = parsed(sportsEventJsonLd(match('G10'), en, league))
    expect(event.name).toBe('Lions FC vs TBD')
    expect(event.awayTeam).toEqual({ '@type': 'SportsTeam', name: 'TBD' })
    expect(event.description).not.toMatch(/Final/)
  })

  it('says a live game is being played, in words, with its running score', () => {
    const played = match('G1')
    const live = {
      ...played,
      status: 'live' as const,
      home: { ...played.home, score: 1 },
      away: { ...played.away, score: 0 },
      live: { minute: 34 },
    }
    const french = parsed(sportsEventJsonLd(live, fr, league))
    expect(french.name).toBe('Les Lions 1 – 0 St. Laurent United')
    expect(french.description).toMatch(/^En cours, 34e minute · /)
    // schema.org has no status for a game in progress: it is happening as scheduled.
    expect(french.eventStatus).toBe('https://schema.org/EventScheduled')
    const english = parsed(sportsEventJsonLd(live, en, league))
    expect(english.name).toBe('Lions FC 1 – 0 St. Laurent United')
    expect(english.description).toMatch(/^Live, minute 34 · /)
    expect(english.description).not.toMatch(/Final/)
  })

  it('keeps markup in names as text (the page escapes it for the script element)', () => {
    const g1 = structuredClone(match('G1'))
    g1.home.name = { en: '</script><b>x', fr: '</script><b>x' }
    const text = JSON.stringify(sportsEventJsonLd(g1, en, league))
    expect(JSON.parse(text).homeTeam.name).toBe('</script><b>x')
  })
})

describe('sportsEventsJsonLd', () => {
  it('lists the matches in order, their teams and venues once each, referenced by id', () => {
    const document = parsed(sportsEventsJsonLd([match('G1'), match('G10')], fr, league))
    expect(document['@context']).toBe('https://schema.org')
    const graph = document['@graph'] as Record<string, any>[] // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON
    const byId = new Map(graph.filter((node) => node['@id']).map((node) => [node['@id'], node]))
    const events = graph.filter((node) => node['@type'] === 'SportsEvent')
    expect(events.map((event) => event.url)).toEqual([
      expect.stringContaining('/match/G1'),
      expect.stringContaining('/match/G10'),
    ])
    const alone = parsed(sportsEventJsonLd(match('G1'), fr, league))
    const [first] = events
    expect(first).toMatchObject({
      name: alone.name,
      startDate: alone.startDate,
      eventStatus: 'https://schema.org/EventScheduled',
    })
    expect(first).not.toHaveProperty('@context')
    const { '@id': _home, ...home } = byId.get(first.homeTeam['@id'])!
    expect(home).toEqual(alone.homeTeam)
    const { '@id': _away, ...away } = byId.get(first.awayTeam['@id'])!
    expect(away).toEqual(alone.awayTeam)
    const { '@id': _place, ...venue } = byId.get(first.location['@id'])!
    expect(venue).toEqual(alone.location)
    // Each team or venue is in the graph once, however many games it has.
    const ids = graph.map((node) => node['@id']).filter(Boolean)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is an empty graph for no matches', () => {
    expect(parsed(sportsEventsJsonLd([], en))['@graph']).toEqual([])
  })
})

describe('sportsTeamJsonLd', () => {
  it('lists the team, its sport, the league and its players as athletes', () => {
    const team = league.teams.find((candidate) => candidate.id === 'T10')!
    const division = findDivision(league.divisions, 'M1')
    const players = league.players.filter((player) => player.teamId === 'T10')
    const document = parsed(sportsTeamJsonLd({ team, division, seasonId: '2025W', players }, en))
    expect(document).toMatchObject({
      '@type': 'SportsTeam',
      name: localName(team, 'en'),
      sport: 'Soccer',
      gender: 'Male',
      url: 'https://ligue.example/team/T10?division=M1&season=2025W&lang=en',
      memberOf: { '@type': 'SportsOrganization', name: 'Laval-Brossard Indoor Soccer League' },
    })
    expect(document.athlete.map((athlete: { name: string }) => athlete.name)).toEqual(
      players.map((player) => player.name),
    )
    expect(document.athlete[0].url).toMatch(/^https:\/\/ligue\.example\/player\//)
  })
})

describe('home page documents', () => {
  it('describe the league and the site, linked by id', () => {
    const organization = parsed(
      sportsOrganizationJsonLd(fr, {
        email: 'info@ligue.example',
        sameAs: ['https://social.example/'],
      }),
    )
    const site = parsed(webSiteJsonLd(fr))
    expect(organization).toMatchObject({
      '@type': 'SportsOrganization',
      name: 'Ligue de soccer intérieur Laval-Brossard',
      email: 'info@ligue.example',
      sameAs: ['https://social.example/'],
      logo: 'https://ligue.example/share/league',
    })
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://ligue.example/' })
    expect(site.publisher['@id']).toBe(organization['@id'])
  })
})
