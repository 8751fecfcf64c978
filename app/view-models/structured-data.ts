// schema.org JSON-LD, typed with schema-dts.
import { TZDate } from '@date-fns/tz'
import type { MetaDescriptor } from 'react-router'
import { formatISO } from 'date-fns/formatISO'
import type {
  Graph,
  Person,
  Place,
  SportsEvent,
  SportsOrganization,
  SportsOrganizationLeaf,
  SportsTeam,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts'

import { type Lang, localeOf } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { shareText } from '~/i18n/share-text.ts'
import {
  fieldName,
  type Division,
  type League,
  type Match,
  type Player,
  type Team,
  leagueTimeZone,
  findDivision,
  localName,
  localText,
} from '~/league/index.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { seoLinks } from '~/utils/seo-links.ts'

import { matchHref, playerHref, teamHref } from './links.ts'
import { liveWords } from './live-clock.ts'
import { DEFAULT_SHARE_IMAGE } from './share-image.ts'

export type JsonLdContext = { publicUrl: string; lang: Lang }

export type JsonLd = WithContext<SportsEvent | SportsTeam | SportsOrganization | WebSite> | Graph

const SPORT = 'Soccer'

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '')
}

function pageUrl(context: JsonLdContext, href: string): string {
  return seoLinks(context.publicUrl, new URL(href, `${base(context.publicUrl)}/`), context.lang)
    .canonical
}

function leagueRef(context: JsonLdContext): SportsOrganizationLeaf {
  return {
    '@type': 'SportsOrganization',
    '@id': `${base(context.publicUrl)}/#league`,
    name: translator(context.lang)('site.name'),
    url: `${base(context.publicUrl)}/`,
  }
}

export function matchStartDate(match: Pick<Match, 'start' | 'date'>): string | undefined {
  if (match.start !== undefined)
    return formatISO(new TZDate(match.start, leagueTimeZone()), { representation: 'complete' })
  return match.date
}

function place(match: Match, division: Division | undefined, lang: Lang): Place {
  const locality = division?.location
  const name =
    (match.field && fieldName(match.field, lang)) ?? locality ?? translator(lang)('site.name')
  const venue: Place = { '@type': 'Place', name }
  if (locality) {
    const venues = leagueProfile().venues
    const known = venues.find((v) => v.name === locality || v.address.locality === locality)
    const address = known?.address ?? venues[0]!.address
    venue.address = {
      '@type': 'PostalAddress',
      ...(known?.address.street ? { streetAddress: known.address.street } : {}),
      addressLocality: known?.address.locality ?? locality,
      addressRegion: address.region,
      ...(known?.address.postalCode ? { postalCode: known.address.postalCode } : {}),
      addressCountry: address.country,
    }
  }
  return venue
}

function side(match: Match, which: 'home' | 'away', context: JsonLdContext): SportsTeam {
  const team = match[which]
  const entry: SportsTeam = { '@type': 'SportsTeam', name: localText(team.name, context.lang) }
  const href = team.tbd
    ? undefined
    : teamHref({ teamId: team.teamId, divisionId: match.divisionId, seasonId: match.seasonId })
  if (href) entry.url = pageUrl(context, href)
  return entry
}

const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
} as const

/**
 * schema.org has no score property: it is in the name and description, as the page shows it. Nor
 * has it a status for a game being played: a live game is `EventScheduled` (it is happening as
 * planned) and its description says « En cours, 34e minute » in words, beside the running score.
 */
export function sportsEventJsonLd(
  match: Match,
  context: JsonLdContext,
  league?: Pick<League, 'divisions'>,
): WithContext<SportsEvent> {
  const t = translator(context.lang)
  const home = localText(match.home.name, context.lang)
  const away = localText(match.away.name, context.lang)
  const division = league ? findDivision(league.divisions, match.divisionId) : undefined
  const divisionName = division
    ? localName(division, context.lang)
    : localText(match.divisionName, context.lang)
  const scored =
    match.status !== 'upcoming' && match.home.score !== undefined && match.away.score !== undefined
  const name = scored
    ? `${home} ${match.home.score} – ${match.away.score} ${away}`
    : `${home} ${t('match.vs')} ${away}`
  const state =
    match.status === 'finished'
      ? shareText(context.lang)('share.final')
      : match.status === 'live'
        ? liveWords(match, t).spoken
        : ''
  const event: WithContext<SportsEvent> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    description: [state, divisionName].filter(Boolean).join(' · '),
    url: pageUrl(context, matchHref(match.id)),
    sport: SPORT,
    eventStatus: EVENT_STATUS[match.calledOff?.status ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: localeOf(context.lang),
    location: place(match, division, context.lang),
    homeTeam: side(match, 'home', context),
    awayTeam: side(match, 'away', context),
    organizer: leagueRef(context),
  }
  const start = matchStartDate(match)
  if (start) event.startDate = start
  return event
}

/** Each team and venue described once in the graph and referenced by id. */
export function sportsEventsJsonLd(
  matches: readonly Match[],
  context: JsonLdContext,
  league?: Pick<League, 'divisions'>,
): Graph {
  const nodes = new Map<string, { id: string; node: SportsTeam | Place }>()
  const ref = (prefix: string, node: SportsTeam | Place) => {
    const key = JSON.stringify(node)
    let entry = nodes.get(key)
    if (!entry) {
      entry = { id: `#${prefix}${nodes.size + 1}`, node }
      nodes.set(key, entry)
    }
    return { '@id': entry.id }
  }
  const events = matches.map((match): SportsEvent => {
    const full = sportsEventJsonLd(match, context, league)
    const division = league ? findDivision(league.divisions, match.divisionId) : undefined
    const event: SportsEvent = {
      '@type': 'SportsEvent',
      name: full.name,
      url: full.url,
      eventStatus: full.eventStatus,
      location: ref('place', place(match, division, context.lang)),
      homeTeam: ref('team', side(match, 'home', context)),
      awayTeam: ref('team', side(match, 'away', context)),
    }
    if (full.startDate) event.startDate = full.startDate
    return event
  })
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...events,
      ...[...nodes.values()].map(({ id, node }) => ({ ...(node as object), '@id': id }) as Thing),
    ],
  }
}

export function sportsTeamJsonLd(
  input: {
    team: Team
    division?: Division
    seasonId: string
    players: readonly Player[]
  },
  context: JsonLdContext,
): WithContext<SportsTeam> {
  const divisionId = input.division?.id ?? input.team.divisionId
  const link = { seasonId: input.seasonId, divisionId, teamId: input.team.id }
  const athletes = input.players.map((player): Person => {
    const person: Person = { '@type': 'Person', name: player.name }
    const href = playerHref({
      playerId: player.id,
      season: link.seasonId,
      division: link.divisionId,
      teamId: link.teamId,
    })
    if (href) person.url = pageUrl(context, href)
    return person
  })
  const team: WithContext<SportsTeam> = {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: localName(input.team, context.lang),
    sport: SPORT,
    memberOf: leagueRef(context),
    athlete: athletes,
  }
  const href = teamHref(link)
  if (href) team.url = pageUrl(context, href)
  if (input.division) team.gender = input.division.sex === 'women' ? 'Female' : 'Male'
  return team
}

export function sportsOrganizationJsonLd(
  context: JsonLdContext,
  contact: { email?: string; sameAs?: string[] },
): WithContext<SportsOrganizationLeaf> {
  const root = base(context.publicUrl)
  const organization: WithContext<SportsOrganizationLeaf> = {
    '@context': 'https://schema.org',
    ...leagueRef(context),
    '@type': 'SportsOrganization',
    alternateName: translator(context.lang)('site.shortName'),
    description: translator(context.lang)('site.description'),
    sport: SPORT,
    logo: `${root}${DEFAULT_SHARE_IMAGE}`,
    areaServed: [...new Set(leagueProfile().venues.map((venue) => venue.address.locality))],
  }
  if (contact.email) organization.email = contact.email
  if (contact.sameAs?.length) organization.sameAs = contact.sameAs
  return organization
}

export function webSiteJsonLd(context: JsonLdContext): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base(context.publicUrl)}/#website`,
    name: translator(context.lang)('site.name'),
    url: pageUrl(context, '/'),
    inLanguage: localeOf(context.lang),
    publisher: { '@id': `${base(context.publicUrl)}/#league` },
  }
}

/**
 * Built by the loader: the route's `meta` only appends them, so none of this module reaches the
 * browser.
 */
export function jsonLdMeta(...documents: JsonLd[]): MetaDescriptor[] {
  return documents.map((document) => ({ 'script:ld+json': document }))
}
