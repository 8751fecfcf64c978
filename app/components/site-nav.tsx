import { clsx } from 'clsx'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon.tsx'
import { NavLink } from '~/components/ui/link.tsx'

import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'

type Entry = { to: string; label: MessageKey; end?: boolean }

// The bar holds the first five and « Plus » / "More" the rest: the eleven entries do not fit
// beside the search, theme and language buttons at 1024–1440 px (shell.spec measures it). The
// drawer lists them all.
const MAIN_LINKS: Entry[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/standings', label: 'nav.standings' },
  { to: '/schedule', label: 'nav.schedule' },
  { to: '/tonight', label: 'nav.tonight' },
  { to: '/playoffs', label: 'nav.playoffs' },
]

const MORE_LINKS: Entry[] = [
  { to: '/leaders', label: 'nav.leaders' },
  { to: '/seasons', label: 'nav.seasons' },
  { to: '/news', label: 'nav.news' },
  { to: '/preseason', label: 'nav.preseason' },
  { to: '/rules', label: 'nav.rules' },
]

export type SiteNavProps = {
  layout: 'bar' | 'drawer'
  registrationOpen: boolean
  registrationNotice: {
    open: boolean
    controls: string | undefined
    preload: () => void
  }
  onRegistrationClosed: (entry: HTMLElement) => void
  onNavigate?: () => void
}

export function SiteNav({
  layout,
  registrationOpen,
  registrationNotice,
  onRegistrationClosed,
  onNavigate,
}: SiteNavProps) {
  const t = useT()
  const { pathname } = useLocation()
  const itemClass = (active: boolean) =>
    clsx(
      // text-sm stays a utility, so the drawer's text-base does not override it.
      'nav-link text-sm',
      layout === 'bar'
        ? active
          ? 'bg-white/15 text-white'
          : 'text-pitch-100 hover:bg-white/10 hover:text-white'
        : active
          ? 'bg-pitch-100 text-pitch-900'
          : 'text-slate-800 hover:bg-slate-100',
      layout === 'drawer' && 'w-full text-base',
      // Seven entries and the search, theme and language buttons share 1024 px: closer at lg.
      layout === 'bar' && 'px-1.5',
    )
  const entry = (link: Entry, inMenu = false) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          inMenu
            ? clsx(
                'nav-link text-sm',
                isActive ? 'bg-pitch-100 text-pitch-900' : 'text-slate-800 hover:bg-slate-100',
              )
            : itemClass(isActive)
        }
      >
        {t(link.label)}
      </NavLink>
    </li>
  )
  return (
    <ul className={layout === 'bar' ? 'flex items-center' : 'flex flex-col gap-1'}>
      {MAIN_LINKS.map((link) => entry(link))}
      {layout === 'drawer' ? MORE_LINKS.map((link) => entry(link)) : null}
      <li>
        {registrationOpen ? (
          <NavLink
            to="/registration"
            onClick={onNavigate}
            className={({ isActive }) => itemClass(isActive)}
          >
            {t('nav.registration')}
          </NavLink>
        ) : (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={registrationNotice.open}
            aria-controls={registrationNotice.controls}
            className={clsx(itemClass(pathname === '/registration'), 'cursor-pointer')}
            onPointerEnter={registrationNotice.preload}
            onPointerDown={registrationNotice.preload}
            onFocus={registrationNotice.preload}
            onClick={(event) => {
              onNavigate?.()
              onRegistrationClosed(event.currentTarget)
            }}
          >
            {t('nav.registration')}
          </button>
        )}
      </li>
      {layout === 'bar' ? (
        <li>
          <MoreMenu
            label={t('nav.more')}
            active={MORE_LINKS.some((link) => pathname === link.to)}
            className={itemClass}
          >
            {MORE_LINKS.map((link) => entry(link, true))}
          </MoreMenu>
        </li>
      ) : null}
    </ul>
  )
}

/**
 * A disclosure that works without JavaScript (`<details>`); with it, it closes on navigation, on
 * Escape and on a tap outside, as a menu button does.
 */
function MoreMenu({
  label,
  active,
  className,
  children,
}: {
  label: string
  active: boolean
  className: (active: boolean) => string
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const escape = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', escape)
    }
  }, [])
  return (
    <details ref={ref} className="group relative" data-testid="nav-more">
      <summary
        className={clsx(
          className(active),
          'cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden',
        )}
      >
        {label}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <ul className="bg-surface absolute right-0 z-50 mt-1 flex min-w-44 flex-col gap-1 rounded-xl border border-slate-200 p-1.5 shadow-lg">
        {children}
      </ul>
    </details>
  )
}
