import type { Route } from './+types/_index'
import { HomeHero } from '~/components/home/home-hero.tsx'
import { HomePage } from '~/components/home/home-page.tsx'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { homeParams } from '~/view-models/home.ts'
import { homeJsonLd, loadHomeView } from '~/view-models/home.server.ts'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = langFromMatches(matches)
  return [
    ...pageMeta(lang, undefined, translator(lang)('home.metaDescription')),
    ...(loaderData?.jsonLd ?? []),
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request)
  const { view, status } = await loadHomeView(
    lang,
    homeParams(new URL(request.url).searchParams),
  )
  return leaguePageData({ view: { ...view, jsonLd: homeJsonLd(lang) }, status })
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <HomePage data={loaderData} />
    </>
  )
}
