import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useRevalidator } from 'react-router'

const noSubscription = () => () => {}

/**
 * False in the server HTML and during hydration: a widget renders its no-JavaScript form until
 * React runs.
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

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The server cannot know: assume reduced, so nothing starts moving before we do know.
    () => true,
  )
}

/**
 * React Router's `revalidate` as one function for the component's life: the router gives a new
 * one at each render, and a loop holding it (a stream, an outbox) must not restart for that.
 */
export function useStableRevalidate(): () => Promise<void> {
  const { revalidate } = useRevalidator()
  const latest = useRef(revalidate)
  useEffect(() => {
    latest.current = revalidate
  })
  return useCallback(() => latest.current(), [])
}
