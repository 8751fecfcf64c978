// Kept by the page cache per data version like a page, so a calendar app polling hourly costs a
// lookup.
import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { log } from '~/logger.server.ts'
import { cacheableResponse } from '~/utils/response-cache.server.ts'

import { buildCalendarFeed } from './calendar-feed.ts'
import { type CalendarFeedKind, feedIdFromFile } from './calendar-links.ts'
import { currentLeague } from '~/data/current-league.server.ts'

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  })
}

export async function calendarFeedResponse(
  request: Request,
  kindParam: string | undefined,
  file: string | undefined,
): Promise<Response> {
  const id = feedIdFromFile(file)
  if (
    (kindParam !== 'team' && kindParam !== 'division' && kindParam !== 'match') ||
    id === undefined ||
    id.length > 200
  )
    return plain(404, 'Not found')
  const kind: CalendarFeedKind = kindParam
  const url = new URL(request.url)
  const season = url.searchParams.get('season')?.trim().slice(0, 100) || undefined
  const context = await currentLeague(kind !== 'division' && season ? { seasonId: season } : {})
  if (!context) return plain(503, 'League data unavailable', { 'Retry-After': '60' })
  const { lang } = resolveLanguage(request)
  let feed: ReturnType<typeof buildCalendarFeed>
  try {
    feed = buildCalendarFeed(context.league, {
      kind,
      id,
      lang,
      publicUrl: getEnv().PUBLIC_URL,
      stamp: context.now,
    })
  } catch (error) {
    // Malformed data must not take the server down; the calendar app retries later.
    log('error', 'calendar feed failed', { error })
    return plain(500, 'Calendar unavailable')
  }
  if (!feed) return plain(404, 'Not found')

  return cacheableResponse(request, feed.body, {
    dependsOnCookie: !url.searchParams.has('lang'),
    contentType: CALENDAR_CONTENT_TYPE,
  })
}
