import type { Route } from './+types/api.push'
import { pushKeyResponse, pushSubscriptionResponse } from '~/push/push-api.server.ts'

export function loader() {
  return pushKeyResponse()
}

export function action({ request }: Route.ActionArgs) {
  return pushSubscriptionResponse(request)
}
