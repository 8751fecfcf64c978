import type { Route } from './+types/admin.registrations.export.$format'
import { registrationsDownload } from '~/admin/registration-export.server.ts'

/** The registrations as a CSV or JSON download (signed-in operators only, audited). */
export function loader({ request, params }: Route.LoaderArgs) {
  return registrationsDownload(request, params.format)
}
