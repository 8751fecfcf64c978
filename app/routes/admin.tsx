import { Outlet } from 'react-router'

import type { Route } from './+types/admin'
import type { ConsoleFrameView } from '~/admin/answers.ts'
import { consoleMiddleware, consoleVisit } from '~/admin/console-context.server.ts'

// The console's middleware signs in and checks every request under `/admin` once.
export const middleware: Route.MiddlewareFunction[] = [consoleMiddleware]

export function loader({ context }: Route.LoaderArgs): ConsoleFrameView {
  const { signed, csrf } = consoleVisit(context)
  return signed ? { operator: signed.operator, csrf } : { csrf }
}

/** A passkey signs in without a post, so who is signed in can change on any navigation. */
export const shouldRevalidate = () => true

export default function AdminLayout() {
  return <Outlet />
}
