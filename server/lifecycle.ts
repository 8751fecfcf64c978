import type { ServerBuild } from 'react-router'

import type { AppLifecycle } from '../app/lifecycle.server.ts'

// The built entry re-exports `app/lifecycle.server.ts`, so the process and the pages share one copy
// of the app's modules.
export function lifecycleOf(build: ServerBuild): AppLifecycle {
  const lifecycle = (build.entry.module as { appLifecycle?: AppLifecycle }).appLifecycle
  if (!lifecycle) throw new Error('The server entry (app/entry.server.tsx) exports no appLifecycle')
  return lifecycle
}
