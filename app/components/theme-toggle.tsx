import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useTheme } from '~/theme/use-theme.ts'

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

export function ThemeIcons() {
  return (
    <>
      <Icon name="moon" className="size-5 shrink-0 dark:hidden" />
      <Icon name="sun" className="hidden size-5 shrink-0 dark:block" />
    </>
  )
}
