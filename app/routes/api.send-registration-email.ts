/** Not an open relay: app/registration/email-api.server.ts says why. */
import type { Route } from './+types/api.send-registration-email'
import { handleSendEmailRequest } from '~/registration/email-api.server.ts'
import { registrationServices } from '~/registration/services.server.ts'

export function loader() {
  return Response.json(
    { error: 'method_not_allowed' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request }: Route.ActionArgs) {
  return handleSendEmailRequest(request, registrationServices())
}
