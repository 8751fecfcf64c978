import type { Route } from './+types/admin.sign-out'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { signOutAction } from '~/admin/sign-in-pages.server.ts'
import { pageActionData } from '~/utils/page-result.ts'

/** Signing out: a post only (the session is revoked in the store, the cookie cleared). */
export function action({ context }: Route.ActionArgs) {
  return pageActionData(signOutAction(operatorPostOf(context)))
}
