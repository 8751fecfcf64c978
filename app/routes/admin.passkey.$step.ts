import type { Route } from './+types/admin.passkey.$step'
import { consoleVisit } from '~/admin/console-context.server.ts'
import { passkeyStepAction } from '~/admin/passkey-pages.server.ts'

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return passkeyStepAction(request, consoleVisit(context), params.step)
}
