import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { useTheme } from '~/theme/use-theme.ts'

import { loadSonner, toasterIsMounted } from './toasts.ts'
import { useHydrated } from '~/components/ui/client-hooks.ts'

const toaster = lazyPart(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })))
const Toaster = toaster.Part

/** Mounted once React runs, so Sonner downloads after the page is interactive. */
export function RegistrationToaster() {
  const hydrated = useHydrated()
  const { theme } = useTheme()
  if (!hydrated) return null
  return (
    <Toaster
      // At the bottom: a toast at the top covered the fields a refused submit sends the focus back
      // to.
      position="bottom-right"
      offset={24}
      mobileOffset={16}
      closeButton
      // Sonner's 4 s default is too short to read the list of fields to correct.
      duration={10_000}
      theme={theme ?? 'light'}
      onLoaded={toasterIsMounted}
    />
  )
}
