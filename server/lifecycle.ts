import type { ServerBuild } from 'react-router'

import type { AppLifecycle } from '../app/lifecycle.server.ts'

/**
 * The app's lifecycle from a server build: the built entry re-exports `app/lifecycle.server.ts`,
 * so the process and the pages share one copy of the app's modules. An entry without it stops
 * the start rather than running with features silently off.
 */
export function lifecycleOf(build: ServerBuild): AppLifecycle {
  const lifecycle = (build.entry.module as { appLifecycle?: AppLifecycle }).appLifecycle
  if (!lifecycle) throw new Error('The server entry (app/entry.server.tsx) exports no appLifecycle')
  return lifecycle
}
