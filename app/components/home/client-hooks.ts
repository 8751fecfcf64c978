import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and during hydration, true afterwards: lets a widget render its
 * no-JavaScript form (a submit button, a scrollable strip) in the server HTML and switch to
 * its scripted form once React runs, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The visitor asked for less motion: carousels then never move by themselves. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The server cannot know: assume reduced, so nothing starts moving before we do know.
    () => true,
  )
}
