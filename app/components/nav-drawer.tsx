import * as Dialog from '@radix-ui/react-dialog'

import { Icon } from '~/components/ui/icon.tsx'
import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'

import { SearchForm } from './search/search-form.tsx'
import { SiteNav, type SiteNavProps } from './site-nav.tsx'
import { ThemeIcons } from './theme-toggle.tsx'
import { useTheme } from '~/theme/use-theme.ts'

type Props = LazyDialogProps &
  Pick<SiteNavProps, 'registrationOpen' | 'registrationNotice' | 'onRegistrationClosed'>

export default function NavDrawer({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  ...nav
}: Props) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="bg-surface fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col shadow-2xl"
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
          <div className="border-b border-slate-200 p-3">
            <SearchForm variant="drawer" />
          </div>
          <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto p-3">
            <SiteNav layout="drawer" {...nav} onNavigate={() => onOpenChange(false)} />
          </nav>
          <div className="border-t border-slate-200 p-3">
            <ThemeRow />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ThemeRow() {
  const t = useT()
  const { theme, toggle } = useTheme()
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={theme === 'dark'}
      className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100"
      data-testid="theme-toggle-drawer"
    >
      <ThemeIcons />
      <span className="flex-1 text-left">{t('theme.dark')}</span>
      <span
        aria-hidden="true"
        className="dark:bg-pitch-500 relative h-6 w-10 shrink-0 rounded-full bg-slate-500 after:absolute after:top-1 after:left-1 after:size-4 after:rounded-full after:bg-white after:transition-transform dark:after:translate-x-4"
      />
    </button>
  )
}
