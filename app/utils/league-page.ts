import { data } from 'react-router'

/**
 * One answer for every page that reads league data (ADR 0005). When the first load of the league
 * failed the page still renders, each widget in its error state (docs/product.md#page-states), but
 * answers 503 with `Retry-After` and `no-store`, so no cache (ours in server/front.ts, a CDN, a
 * crawler) keeps an error page in place of the real one.
 */
export const LEAGUE_UNAVAILABLE_STATUS = 503

/** Seconds before asking again: the data layer keeps retrying meanwhile. */
const RETRY_AFTER_SECONDS = 60

export const LEAGUE_UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
}

/** What a league page's view model returns: its view and the status it answers with. */
export type LeaguePage<View> = { view: View; status: number }

/** The loader's answer: the view, its status and, when the data is unavailable, the headers. */
export function leaguePageData<View>({ view, status }: LeaguePage<View>) {
  return status === LEAGUE_UNAVAILABLE_STATUS
    ? data(view, { status, headers: LEAGUE_UNAVAILABLE_HEADERS })
    : data(view, { status })
}

/**
 * The route `headers` export of a league page: React Router drops a loader's headers unless
 * the route says to keep them. Keeps the root's (the language cookie) and adds the loader's.
 */
export function leaguePageHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers
  loaderHeaders: Headers
}): Headers {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of loaderHeaders) merged.set(name, value)
  return merged
}
