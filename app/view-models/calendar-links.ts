// `webcal://` makes calendar apps subscribe instead of importing once.
import type { Lang } from '~/i18n/language.ts'

export type CalendarFeedKind = 'team' | 'division' | 'match'

export type CalendarFeedLinks = {
  path: string
  url: string
  webcal: string
  google: string
}

/** French (the default) keeps a plain URL. */
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

export function feedIdFromFile(file: string | undefined): string | undefined {
  if (!file || !file.toLowerCase().endsWith('.ics')) return undefined
  const id = file.slice(0, -'.ics'.length).trim()
  return id === '' ? undefined : id
}
