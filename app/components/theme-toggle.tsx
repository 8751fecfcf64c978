import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useTheme } from '~/theme/use-theme.ts'

/**
 * Switches between the light and dark themes, remembered in this browser: a toggle button
 * (pressed is dark), an icon in the wide header; the phone drawer has it as a labelled row
 * (nav-drawer.tsx). The icon follows CSS (moon in light, sun in dark), right from the first
 * paint; aria-pressed once the page is interactive, since the server cannot know the theme.
 */
export function ThemeToggle() {
  const t = useT()
  const { theme, toggle } = useTheme()
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={theme === 'dark'}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      className="hidden size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:inline-flex"
      data-testid="theme-toggle"
    >
      <ThemeIcons />
    </button>
  )
}

/** The moon in the light theme, the sun in the dark one. */
export function ThemeIcons() {
  return (
    <>
      <Icon name="moon" className="size-5 shrink-0 dark:hidden" />
      <Icon name="sun" className="hidden size-5 shrink-0 dark:block" />
    </>
  )
}
