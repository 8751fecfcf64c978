import type { Route } from './+types/admin.discipline'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { disciplineAction, loadDisciplinePage } from '~/admin/discipline-pages.server.ts'
import { DisciplinePage } from '~/components/admin/discipline-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadDisciplinePage(request))
}

export async function action({ context }: Route.ActionArgs) {
  return pageActionData(await disciplineAction(operatorPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminDisciplineRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <DisciplinePage
      discipline={view.discipline}
      notice={view.notice}
      prefill={view.prefill}
      answer={actionData}
    />
  )
}
