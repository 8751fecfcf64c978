import type { Route } from './+types/admin.passkey.$step'
import { passkeyStepAction } from '~/admin/passkey-pages.server.ts'
import { NO_STORE } from '~/admin/session.server.ts'

/** The posts of the passkey ceremonies (JSON answers); nothing to GET here. */
export function loader() {
  return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: 'POST' } })
}

export function action({ request, params }: Route.ActionArgs) {
  return passkeyStepAction(request, params.step)
}
