import { useCallback, useSyncExternalStore } from 'react'

import { THEME_STORAGE_KEY, type Theme, choiceFor, parseTheme, resolveTheme } from './theme.ts'

const SYSTEM_DARK = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()

function systemDark(): boolean {
  return window.matchMedia(SYSTEM_DARK).matches
}

function notify() {
  for (const listener of listeners) listener()
}

function applyChoice(choice: Theme | null) {
  const root = document.documentElement
  if (choice) root.dataset.theme = choice
  else delete root.dataset.theme
  try {
    if (choice) localStorage.setItem(THEME_STORAGE_KEY, choice)
    else localStorage.removeItem(THEME_STORAGE_KEY)
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const media = window.matchMedia(SYSTEM_DARK)
  media.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    media.removeEventListener('change', listener)
  }
}

function snapshot(): Theme {
  return resolveTheme(parseTheme(document.documentElement.dataset.theme), systemDark())
}

export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, snapshot, () => null)
  const toggle = useCallback(() => {
    const next: Theme = snapshot() === 'dark' ? 'light' : 'dark'
    applyChoice(choiceFor(next, systemDark()))
  }, [])
  return { theme, toggle }
}
