// Never a cookie: pages are the same bytes for everyone. THEME_SCRIPT runs before paint: no flash.
export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null
}

export function resolveTheme(choice: Theme | null, systemDark: boolean): Theme {
  return choice ?? (systemDark ? 'dark' : 'light')
}

/** None when it is what the system shows anyway, so toggling back follows the system again. */
export function choiceFor(next: Theme, systemDark: boolean): Theme | null {
  return next === resolveTheme(null, systemDark) ? null : next
}

export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`

export const THEME_COLORS: Record<Theme, string> = { light: '#114331', dark: '#07261c' }
