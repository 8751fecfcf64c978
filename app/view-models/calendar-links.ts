/**
 * Addresses of the iCalendar feeds (one per team, one per division) and the ways to subscribe
 * to one: the `.ics` file itself, `webcal://` (calendar apps subscribe instead of importing once)
 * and Google Calendar's "add by URL".
 */
import type { Lang } from '~/i18n/language.ts'

/** A team's or a division's games, or one game alone (an upcoming game's preview offers it). */
export type CalendarFeedKind = 'team' | 'division' | 'match'

export type CalendarFeedLinks = {
  /** Site-relative path of the feed (what the page links to and `<link rel="alternate">` names). */
  path: string
  /** Absolute https (or http) address, from PUBLIC_URL. */
  url: string
  webcal: string
  google: string
}

/** `/calendar/team/T1.ics?season=S&lang=en`: French (the default) keeps a plain URL. */
export function calendarFeedPath(
  kind: CalendarFeedKind,
  id: string,
  options: { seasonId?: string; lang: Lang },
): string {
  const query = new URLSearchParams()
  if (kind !== 'division' && options.seasonId) query.set('season', options.seasonId)
  if (options.lang !== 'fr') query.set('lang', options.lang)
  const search = query.toString()
  return `/calendar/${kind}/${encodeURIComponent(id)}.ics${search ? `?${search}` : ''}`
}

export function calendarFeedLinks(publicUrl: string, path: string): CalendarFeedLinks {
  const url = `${publicUrl.replace(/\/$/, '')}${path}`
  const webcal = url.replace(/^https?:\/\//, 'webcal://')
  return {
    path,
    url,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  }
}

/** The id in a feed's last path segment ('T1.ics' → 'T1'); undefined without the extension. */
export function feedIdFromFile(file: string | undefined): string | undefined {
  if (!file || !file.toLowerCase().endsWith('.ics')) return undefined
  const id = file.slice(0, -'.ics'.length).trim()
  return id === '' ? undefined : id
}
