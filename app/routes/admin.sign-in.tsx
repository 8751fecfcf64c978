import type { Route } from './+types/admin.sign-in'
import { signInPostOf } from '~/admin/console-context.server.ts'
import { loadSignInPage, signInAction } from '~/admin/sign-in-pages.server.ts'
import { SignInPage } from '~/components/admin/sign-in-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSignInPage(request))
}

export async function action({ request, context }: Route.ActionArgs) {
  return pageActionData(await signInAction(request, signInPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage signedOut={loaderData.view.signedOut} answer={actionData} />
}
