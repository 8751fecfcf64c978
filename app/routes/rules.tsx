import type { Route } from './+types/rules'
import { RulesPage } from '~/components/rules/rules-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadRulesPage } from '~/view-models/rules-page.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadRulesPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function RulesRoute({ loaderData }: Route.ComponentProps) {
  return <RulesPage document={loaderData.view.document} />
}
