import * as Dialog from '@radix-ui/react-dialog'

import { Icon } from '~/components/ui/icon.tsx'
import type { LazyDialogProps } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'

import { SearchForm } from './search/search-form.tsx'
import { SiteNav, type SiteNavProps } from './site-nav.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

type Props = LazyDialogProps &
  Pick<SiteNavProps, 'registrationOpen' | 'registrationNotice' | 'onRegistrationClosed'>

/**
 * The phone navigation drawer (SPEC §2 Navigation), loaded on first open (see SiteHeader):
 * choosing an entry closes it.
 */
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
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-surface shadow-2xl"
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
            <ThemeToggle variant="drawer" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
