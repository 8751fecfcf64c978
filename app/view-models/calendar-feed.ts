// iCalendar feeds (RFC 5545), built with ical-generator. Pure.
import { ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator'

import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import {
  fieldName,
  type GameStatus,
  type League,
  type Match,
  findDivision,
  findMatch,
  localName,
  localText,
  matchesFor,
  playoffGameLabel,
} from '~/league/index.ts'

import { leagueProfile } from '~/league-profile/current.ts'

import type { CalendarFeedKind } from './calendar-links.ts'
import { matchHref } from './links.ts'
import { matchVenueAddress } from './match-venue.ts'
import { liveWords } from './live-clock.ts'
import { calledOffReason } from './operator-text.ts'

const REFRESH_SECONDS = 3600
const DAY_MS = 86_400_000

export type CalendarFeed = { name: string; body: string }

/** A postponed game keeps its old time until it gets a new one: tentative, not confirmed. */
const CALLED_OFF_STATUS: Record<GameStatus, ICalEventStatus> = {
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
}

type FeedOptions = {
  kind: CalendarFeedKind
  id: string
  lang: Lang
  publicUrl: string
  /** The same for one data version. */
  stamp: Date
}

function feedSubject(
  league: League,
  { kind, id, lang }: FeedOptions,
): { name: string; matches: readonly Match[] } | undefined {
  if (kind === 'match') {
    const match = findMatch(league, id)
    if (!match) return undefined
    const t = translator(lang)
    const names = `${localText(match.home.name, lang)} ${t('match.vs')} ${localText(match.away.name, lang)}`
    return { name: names, matches: [match] }
  }
  if (kind === 'division') {
    const division = findDivision(league.divisions, id)
    if (!division) return undefined
    return {
      name: localName(division, lang),
      matches: matchesFor(league, { divisionId: division.id }),
    }
  }
  const team = league.directory.resolve({ id, name: id })
  const matches = matchesFor(league, { teamId: team?.id ?? id })
  if (!team && matches.length === 0) return undefined
  const side = matches[0]?.home.teamId === id ? matches[0]?.home : matches[0]?.away
  return { name: team ? localName(team, lang) : localText(side?.name, lang), matches }
}

function summaryOf(match: Match, lang: Lang): string {
  const t = translator(lang)
  const name = (side: Match['home']) =>
    `${localText(side.name, lang)}${side.forfeit ? ` (${t('calendar.forfeit')})` : ''}`
  const played = match.home.score !== undefined && match.away.score !== undefined
  const teams = played
    ? `${name(match.home)} ${match.home.score} - ${match.away.score} ${name(match.away)}`
    : `${name(match.home)} ${t('match.vs')} ${name(match.away)}`
  const stage = match.isPlayoff ? `${playoffGameLabel(match.playoffStage, lang)} : ` : ''
  const prefix = lang === 'en' ? stage.replace(' : ', ': ') : stage
  const tbd = match.start === undefined ? ` (${t('calendar.timeTbd')})` : ''
  return `${calledOffPrefix(match, lang)}${livePrefix(match, lang)}${prefix}${teams}${tbd}`
}

/** A calendar app polling the feed shows the running score in words. */
function livePrefix(match: Match, lang: Lang): string {
  if (match.status !== 'live') return ''
  const words = liveWords(match, translator(lang)).spoken
  return lang === 'en' ? `${words}: ` : `${words} : `
}

function calledOffPrefix(match: Match, lang: Lang): string {
  if (!match.calledOff) return ''
  const word = translator(lang)(`match.status.${match.calledOff.status}`)
  return lang === 'en' ? `${word}: ` : `${word} : `
}

/** ical-generator writes an all-day date from UTC fields. */
function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

export function buildCalendarFeed(league: League, options: FeedOptions): CalendarFeed | undefined {
  const subject = feedSubject(league, options)
  if (!subject) return undefined
  const { lang } = options
  const t = translator(lang)
  const base = options.publicUrl.replace(/\/$/, '')
  const host = new URL(base).host
  const name = t('calendar.name', { name: subject.name, site: t('site.shortName') })
  const calendar = ical({
    name,
    description: t('calendar.feedTitle', { name: subject.name }),
    prodId: { company: host, product: 'league-schedule', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: base,
  })
  const seen = new Set<string>()
  for (const match of subject.matches) {
    if (match.date === undefined) continue
    const uid = `${match.seasonId}-${match.divisionId}-${match.id}@${host}`
    if (seen.has(uid)) continue
    seen.add(uid)
    const lines = [t('calendar.division', { division: localText(match.divisionName, lang) })]
    if (match.calledOff) {
      const reason = calledOffReason(match.calledOff, lang)
      lines.unshift(
        reason
          ? `${calledOffPrefix(match, lang)}${reason}`
          : t(`match.status.${match.calledOff.status}`),
      )
    }
    if (match.field === undefined) lines.push(t('calendar.fieldTbd'))
    if (match.start === undefined) lines.push(t('calendar.timeTbd'))
    const sheet = match.status !== 'upcoming' ? `${base}${matchHref(match.id)}` : undefined
    if (sheet) lines.push(t('calendar.matchSheet', { url: sheet }))
    const address = matchVenueAddress(league, match)
    if (address) lines.push(t('calendar.map', { url: address.mapHref }))
    const location = [match.field && fieldName(match.field, lang), address?.text]
      .filter(Boolean)
      .join(', ')
    const timing =
      match.start === undefined
        ? {
            allDay: true,
            start: utcDay(match.date),
            end: new Date(utcDay(match.date).getTime() + DAY_MS),
          }
        : {
            start: new Date(match.start),
            end: new Date(match.start + leagueProfile().games.calendarEventMinutes * 60_000),
          }
    calendar.createEvent({
      id: uid,
      stamp: options.stamp,
      ...timing,
      summary: summaryOf(match, lang),
      sequence: match.sequence ?? 0,
      ...(match.calledOff ? { status: CALLED_OFF_STATUS[match.calledOff.status] } : {}),
      description: lines.join('\n'),
      ...(location ? { location } : {}),
      ...(sheet ? { url: sheet } : {}),
    })
  }
  return { name: subject.name, body: calendar.toString() }
}
