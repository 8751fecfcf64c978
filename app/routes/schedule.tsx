import type { Route } from './+types/schedule'
import { SchedulePage } from '~/components/schedule/schedule-page.tsx'
import { translator } from '~/i18n/messages.ts'
import {
  LEAGUE_UNAVAILABLE_STATUS,
  leaguePageData,
  leaguePageHeaders,
} from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadSchedulePage } from '~/view-models/schedule-page.server.ts'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  const tags = pageMeta(lang, t('schedule.title'), t('schedule.description'))
  const jsonLd = loaderData?.jsonLd ?? []
  const feed = loaderData?.feed
  if (!feed) return [...tags, ...jsonLd]
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
    ...jsonLd,
  ]
}

/**
 * `?division=ID&team=ID` filter the schedule. Without league data the page renders its error
 * state with 503, as the standings page does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { view, jsonLd } = await loadSchedulePage(request)
  return leaguePageData({
    view: { ...view, jsonLd },
    status: view.available ? 200 : LEAGUE_UNAVAILABLE_STATUS,
  })
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <SchedulePage view={loaderData} />
}
