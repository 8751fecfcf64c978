import { data } from 'react-router'

import type { Route } from './+types/schedule'
import { SchedulePage } from '~/components/schedule/schedule-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadSchedulePage } from '~/view-models/schedule-page.server.ts'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  const tags = pageMeta(lang, t('schedule.title'), t('schedule.description'))
  const feed = loaderData?.feed
  if (!feed) return tags
  // Calendar apps and browser extensions discover the feed of what the page shows.
  const name =
    loaderData.team?.name ??
    loaderData.divisions.find((d) => d.id === loaderData.selectedId)?.name ??
    ''
  return [
    ...tags,
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'text/calendar',
      href: feed.url,
      title: t('calendar.feedTitle', { name }),
    },
  ]
}

/**
 * `?division=ID&team=ID` filter the schedule. Without league data the page renders its error
 * state with 503, as the standings page does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const view = await loadSchedulePage(request)
  if (view.available) return data(view)
  return data(view, { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } })
}

/** Keeps the root's headers and adds the loader's. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of loaderHeaders) merged.set(name, value)
  return merged
}

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <SchedulePage view={loaderData} />
}
