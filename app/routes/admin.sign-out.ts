import type { Route } from './+types/admin.sign-out'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { signOutAction } from '~/admin/sign-in-pages.server.ts'
import { pageActionData } from '~/utils/page-result.ts'

export async function action({ context }: Route.ActionArgs) {
  return pageActionData(await signOutAction(operatorPostOf(context)))
}
