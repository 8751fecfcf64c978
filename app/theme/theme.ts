/**
 * The colour theme: the system's (`prefers-color-scheme`) unless the visitor chose one with the
 * header's toggle, remembered in localStorage. Never a cookie: pages are cached and served as the
 * same bytes to everyone, so the choice is applied in the browser, by {@link THEME_SCRIPT} before
 * the first paint and by the toggle afterwards (`data-theme` on <html>, read by app.css).
 */
export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'

/** A stored value, if it is a theme; anything else (absent, edited by hand) is no choice. */
export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null
}

/** The theme shown: the visitor's choice, else the system's. */
export function resolveTheme(choice: Theme | null, systemDark: boolean): Theme {
  return choice ?? (systemDark ? 'dark' : 'light')
}

/**
 * The choice to remember after the toggle switches to `next`: none when it is what the system
 * shows anyway, so a visitor who toggles back follows the system again (and its later changes).
 */
export function choiceFor(next: Theme, systemDark: boolean): Theme | null {
  return next === resolveTheme(null, systemDark) ? null : next
}

/**
 * The inline script of <head>, run before the style sheet paints anything: the remembered choice
 * as `data-theme` on <html>, so a page never flashes the other theme. Allowed by the page's CSP
 * like every inline script, by its hash (utils/inline-script-hashes.ts). localStorage can throw
 * (storage disabled): the page then follows the system.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`

/** The browser bar's colour in each scheme: the header's green, darker at night. */
export const THEME_COLORS: Record<Theme, string> = { light: '#114331', dark: '#07261c' }
