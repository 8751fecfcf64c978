import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart, useLazyDialog } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useRootData } from '~/utils/use-root-data.ts'

import { LanguageToggle } from './language-toggle.tsx'
import { LeagueLogo } from './league-logo.tsx'
import { SearchForm } from './search/search-form.tsx'
import { SiteNav } from './site-nav.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

// Radix Dialog and AlertDialog load when first wanted, not with every page.
const drawerPart = lazyPart(() => import('./nav-drawer.tsx'))
const closedNoticePart = lazyPart(() => import('./registration-closed-dialog.tsx'))
const NavDrawer = drawerPart.Part
const RegistrationClosedDialog = closedNoticePart.Part

export function SiteHeader() {
  const t = useT()
  const root = useRootData()
  const drawer = useLazyDialog(drawerPart.preload)
  const closedNotice = useLazyDialog(closedNoticePart.preload)
  const registrationOpen = root?.registrationOpen ?? false
  const registrationNotice = {
    open: closedNotice.open,
    controls: closedNotice.trigger['aria-controls'],
    preload: closedNoticePart.preload,
  }

  return (
    <header className="bg-pitch-900 sticky top-0 z-40 text-white shadow-md">
      <a
        href="#main"
        className="text-pitch-900 bg-surface sr-only rounded px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2.5">
          <LeagueLogo className="size-9 shrink-0" />
          {/* The short name where it fits whole, the place name alone where the menu or the
              phone's buttons leave less room: never a name cut with an ellipsis. */}
          <span
            className="hidden text-lg leading-tight font-extrabold tracking-tight whitespace-nowrap sm:inline lg:hidden xl:inline"
            data-testid="site-name"
          >
            {t('site.shortName')}
          </span>
          <span
            className="text-base leading-tight font-extrabold tracking-tight whitespace-nowrap sm:hidden lg:inline xl:hidden"
            data-testid="site-name-tiny"
          >
            {t('site.tinyName')}
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-auto hidden lg:block">
          <SiteNav
            layout="bar"
            registrationOpen={registrationOpen}
            registrationNotice={registrationNotice}
            onRegistrationClosed={(entry) => closedNotice.show(entry)}
          />
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-1 lg:gap-1">
          <div className="hidden xl:block">
            <SearchForm variant="header" />
          </div>
          {/* Narrower screens: a link to the search page and its box (works without JavaScript). */}
          <Link
            to="/search"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 xl:hidden"
            aria-label={t('search.title')}
            data-testid="search-link"
          >
            <Icon name="search" className="size-6" />
          </Link>
          <ThemeToggle />
          <LanguageToggle />
          <button
            {...drawer.trigger}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
            aria-label={t('nav.openMenu')}
            data-testid="menu-button"
          >
            <Icon name="menu" className="size-6" />
          </button>
          {drawer.mounted ? (
            <NavDrawer
              {...drawer.dialog}
              registrationOpen={registrationOpen}
              registrationNotice={registrationNotice}
              onRegistrationClosed={() => closedNotice.show(drawer.triggerRef.current)}
            />
          ) : null}
        </div>
      </div>
      {closedNotice.mounted ? (
        <RegistrationClosedDialog
          {...closedNotice.dialog}
          contactEmail={root?.contactEmail ?? ''}
          season={root?.registrationSeason ?? null}
        />
      ) : null}
    </header>
  )
}
