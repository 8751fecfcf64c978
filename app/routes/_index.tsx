import type { Route } from './+types/_index'
import { HomeHero } from '~/components/home/home-hero.tsx'
import { HomePage } from '~/components/home/home-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadHomePage } from '~/view-models/home.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadHomePage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData.view} hero={<HomeHero />} />
}
