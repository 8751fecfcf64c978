import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useTheme } from '~/theme/use-theme.ts'

const CLASSES = {
  header:
    'hidden size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:inline-flex',
  drawer:
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100',
}

/**
 * Switches between the light and dark themes (a toggle button: pressed is dark), remembered in
 * this browser: an icon in the wide header, a labelled row in the phone drawer. Its icon follows
 * CSS (moon in light, sun in dark), right from the first paint; aria-pressed once the page is
 * interactive, since the server cannot know the theme.
 */
export function ThemeToggle({ variant }: { variant: keyof typeof CLASSES }) {
  const t = useT()
  const { theme, toggle } = useTheme()
  const label = t('theme.dark')
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={theme === 'dark'}
      aria-label={variant === 'header' ? label : undefined}
      title={variant === 'header' ? label : undefined}
      className={CLASSES[variant]}
      data-testid={`theme-toggle-${variant}`}
    >
      <Icon name="moon" className="size-5 shrink-0 dark:hidden" />
      <Icon name="sun" className="hidden size-5 shrink-0 dark:block" />
      {variant === 'drawer' ? (
        <>
          <span className="flex-1 text-left">{label}</span>
          {/* A switch's look; the state itself is aria-pressed. */}
          <span
            aria-hidden="true"
            className="dark:bg-pitch-500 relative h-6 w-10 shrink-0 rounded-full bg-slate-300 after:absolute after:top-1 after:left-1 after:size-4 after:rounded-full after:bg-white after:transition-transform dark:after:translate-x-4"
          />
        </>
      ) : null}
    </button>
  )
}
