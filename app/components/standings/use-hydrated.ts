import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser: the
 * selector renders its no-JavaScript form first and its scripted form after, without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
