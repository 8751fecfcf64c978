import type { Route } from './+types/sponsors'
import { SponsorsPage } from '~/components/sponsors/sponsors-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadSponsorsPage } from '~/view-models/sponsors.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('sponsors.pageTitle'), t('sponsors.pageDescription'))
}

export async function loader() {
  return leaguePageData(await loadSponsorsPage())
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export default function Sponsors({ loaderData }: Route.ComponentProps) {
  return <SponsorsPage data={loaderData} />
}
