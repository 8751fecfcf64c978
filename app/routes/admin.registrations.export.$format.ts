import type { Route } from './+types/admin.registrations.export.$format'
import { operatorOf } from '~/admin/console-context.server.ts'
import { registrationsDownload } from '~/admin/registration-export.server.ts'

export function loader({ params, context }: Route.LoaderArgs) {
  return registrationsDownload(operatorOf(context).operator, params.format)
}
