import { data } from 'react-router'

import type { Route } from './+types/standings'
import { StandingsPageContent } from '~/components/standings/standings-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadStandingsPage } from '~/view-models/standings-page.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('standingsPage.title'), t('standingsPage.description'))
}

/**
 * `?division=ID` picks the division. When the league data is unavailable the page still
 * renders, every widget in its error state, with 503 so caches and crawlers do not keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const view = await loadStandingsPage(request)
  if (view.available) return data(view)
  return data(view, { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } })
}

/** Keeps the root's headers (the language cookie) and adds the loader's. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of loaderHeaders) merged.set(name, value)
  return merged
}

export default function StandingsRoute({ loaderData }: Route.ComponentProps) {
  return <StandingsPageContent view={loaderData} />
}
