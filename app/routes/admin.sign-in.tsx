import type { Route } from './+types/admin.sign-in'
import { loadSignInPage, signInAction } from '~/admin/sign-in-pages.server.ts'
import { SignInPage } from '~/components/admin/sign-in-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** Asking for a sign-in link by e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(loadSignInPage(request))
}

export function action({ request }: Route.ActionArgs) {
  return signInAction(request)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInPage
      csrf={loaderData.view.csrf}
      signedOut={loaderData.view.signedOut}
      answer={actionData}
    />
  )
}
