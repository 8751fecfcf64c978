import { useRouteLoaderData } from 'react-router'

// A type only, erased from the client bundle; from the view model rather than app/root.tsx, so
// that the components root.tsx renders do not import it back (lint: local/no-import-cycle).
import type { RootData } from '~/view-models/root.server.ts'

export type { RootData }

/**
 * The root loader's data, for any component or route (the Epic Stack's `useRequestInfo`).
 * Undefined when the root loader itself failed and the error page renders without it.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
