import { clsx } from 'clsx'
import { useId, useState } from 'react'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'

// Its words and the subscribing code load on first open, not with the page.
const pushPanel = lazyPart(() => import('./push-panel.tsx'))

/**
 * « Notifications » beside « Suivre » (docs/product.md#notifications): opens the panel where the
 * device picks what it is told of this team. Drawn once hydrated, in a box the server HTML keeps.
 */
export function NotifyButton({ teamId, teamName }: { teamId: string; teamName: string }) {
  const t = useT()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const box = 'inline-flex h-11 w-11 shrink-0 sm:w-auto'
  if (!hydrated) return <span className={box} aria-hidden="true" />
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('follow.notify', { team: teamName })}
        className={clsx(
          box,
          'items-center justify-center gap-2 rounded-full border border-white/70 text-sm font-bold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:px-4',
        )}
        onPointerEnter={pushPanel.preload}
        onFocus={pushPanel.preload}
        onClick={() => setOpen((value) => !value)}
        data-testid="notify-button"
      >
        <Icon name="bell" className="size-4" />
        <span className="max-sm:sr-only">{t('follow.notifyShort')}</span>
      </button>
      {open ? (
        <div className="basis-full">
          <pushPanel.Part teamId={teamId} teamName={teamName} id={panelId} />
        </div>
      ) : null}
    </>
  )
}
