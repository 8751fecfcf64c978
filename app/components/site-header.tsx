import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useRouteLoaderData } from 'react-router'

import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { RootLoaderData } from '~/root.tsx'

import { LanguageToggle } from './language-toggle.tsx'
import { LeagueLogo } from './league-logo.tsx'
import { RegistrationClosedDialog } from './registration-closed-dialog.tsx'
import { SiteNav } from './site-nav.tsx'

/** Top bar on wide screens, side drawer on narrow ones (SPEC §2 Navigation). */
export function SiteHeader() {
  const t = useT()
  const root = useRouteLoaderData('root') as RootLoaderData | undefined
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [closedNoticeOpen, setClosedNoticeOpen] = useState(false)
  const registrationOpen = root?.registrationOpen ?? false

  return (
    <header className="bg-pitch-900 sticky top-0 z-40 text-white shadow-md">
      <a
        href="#main"
        className="text-pitch-900 sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5" aria-label={t('site.name')}>
          <LeagueLogo className="size-9 shrink-0" />
          <span className="truncate text-base leading-tight font-extrabold tracking-tight sm:text-lg">
            {t('site.shortName')}
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-auto hidden lg:block">
          <SiteNav
            layout="bar"
            registrationOpen={registrationOpen}
            onRegistrationClosed={() => setClosedNoticeOpen(true)}
          />
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <LanguageToggle />
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
              aria-label={t('nav.openMenu')}
              data-testid="menu-button"
            >
              <Icon name="menu" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
              <Dialog.Content
                className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-2xl"
                aria-describedby={undefined}
                data-testid="nav-drawer"
              >
                <div className="bg-pitch-900 flex h-16 items-center justify-between px-4 text-white">
                  <Dialog.Title className="text-base font-bold">{t('nav.menuTitle')}</Dialog.Title>
                  <Dialog.Close
                    className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
                    aria-label={t('nav.closeMenu')}
                  >
                    <Icon name="x" className="size-6" />
                  </Dialog.Close>
                </div>
                <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto p-3">
                  <SiteNav
                    layout="drawer"
                    registrationOpen={registrationOpen}
                    onRegistrationClosed={() => setClosedNoticeOpen(true)}
                    onNavigate={() => setDrawerOpen(false)}
                  />
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
      <RegistrationClosedDialog
        open={closedNoticeOpen}
        onOpenChange={setClosedNoticeOpen}
        contactEmail={root?.contactEmail ?? ''}
        season={root?.registrationSeason ?? null}
      />
    </header>
  )
}
