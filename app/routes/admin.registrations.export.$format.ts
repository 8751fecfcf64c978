import type { Route } from './+types/admin.registrations.export.$format'
import { operatorOf } from '~/admin/console-context.server.ts'
import { registrationsDownload } from '~/admin/registration-export.server.ts'

/**
 * A post with the console's token only: a link another site follows must not take a copy of
 * personal data.
 */
export function action({ params, context }: Route.ActionArgs) {
  return registrationsDownload(operatorOf(context).operator, params.format)
}

export function loader() {
  return new Response('Method Not Allowed: the export is a form post from the console', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
