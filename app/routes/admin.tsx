import { Outlet } from 'react-router'

import type { Route } from './+types/admin'
import type { ConsoleFrameView } from '~/admin/answers.ts'
import { consoleMiddleware, consoleVisit } from '~/admin/console-context.server.ts'
import { lastShownData } from '~/utils/last-shown-data.ts'

// The console's middleware signs in and checks every request under `/admin` once.
export const middleware: Route.MiddlewareFunction[] = [consoleMiddleware]

export function loader({ context }: Route.LoaderArgs): ConsoleFrameView {
  const { signed, csrf } = consoleVisit(context)
  return signed ? { operator: signed.operator, csrf } : { csrf }
}

/** A passkey signs in without a post, so who is signed in can change on any navigation. */
export const shouldRevalidate = () => true

// The frame's data, kept when a refresh cannot reach the site (the live sheet at the rink).
const frameData = lastShownData<ConsoleFrameView>()

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return frameData.load(serverLoader)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  frameData.shown(loaderData)
  return <Outlet />
}
