import type { Route } from './+types/admin.sign-in.link'
import { signInPostOf } from '~/admin/console-context.server.ts'
import { linkAction, loadLinkPage } from '~/admin/sign-in-pages.server.ts'
import { LinkPage } from '~/components/admin/link-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One button uses the link, so a mail scanner opening it does not. */
export function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(loadLinkPage(request))
}

export async function action({ request, context }: Route.ActionArgs) {
  return pageActionData(await linkAction(request, signInPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LinkPage token={loaderData.view.token} answer={actionData} />
}
