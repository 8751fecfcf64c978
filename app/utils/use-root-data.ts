import { useRouteLoaderData } from 'react-router'

// From the view model rather than app/root.tsx, to avoid an import cycle.
import type { RootData } from '~/view-models/root.server.ts'

export type { RootData }

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
