import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { useTheme } from '~/theme/use-theme.ts'

import { loadSonner, toasterIsMounted } from './toasts.ts'
import { useHydrated } from '~/components/ui/client-hooks.ts'

const toaster = lazyPart(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })))
const Toaster = toaster.Part

/**
 * The registration page's toasts (the only page that shows any): Sonner's Toaster, mounted once
 * React runs, so Sonner downloads after the page is interactive instead of with it.
 */
export function RegistrationToaster() {
  const hydrated = useHydrated()
  const { theme } = useTheme()
  if (!hydrated) return null
  return (
    <Toaster
      // At the bottom (at the side of the form on a wide screen): a toast at the top covered the
      // form's first fields, the ones a refused submit sends the focus back to.
      position="bottom-right"
      offset={24}
      mobileOffset={16}
      closeButton
      // Long enough to read the list of fields to correct (Sonner's 4 s default is not).
      duration={10_000}
      theme={theme ?? 'light'}
      onLoaded={toasterIsMounted}
    />
  )
}
