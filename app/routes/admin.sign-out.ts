import type { Route } from './+types/admin.sign-out'
import { signOutAction } from '~/admin/sign-in-pages.server.ts'

/** Signing out: a post only (the session is revoked in the store, the cookie cleared). */
export function action({ request }: Route.ActionArgs) {
  return signOutAction(request)
}
