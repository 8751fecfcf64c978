import { clsx } from 'clsx'
import { useLocation } from 'react-router'

import { NavLink } from '~/components/ui/link.tsx'

import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'

const LINKS: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/standings', label: 'nav.standings' },
  { to: '/schedule', label: 'nav.schedule' },
  { to: '/tonight', label: 'nav.tonight' },
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
  return (
    <ul className={layout === 'bar' ? 'flex items-center' : 'flex flex-col gap-1'}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            className={({ isActive }) => itemClass(isActive)}
          >
            {t(link.label)}
          </NavLink>
        </li>
      ))}
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
    </ul>
  )
}
