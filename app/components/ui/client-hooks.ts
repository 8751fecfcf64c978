import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser: lets a
 * widget render its no-JavaScript form (a submit button, a scrollable strip, a plain select) in
 * the server HTML and switch to its scripted form once React runs, without a hydration mismatch.
 * The one copy: every component imports it from here.
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
