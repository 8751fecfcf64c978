import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

import { MatchCard } from '../league/match-card.tsx'
import { WidgetState } from '../league/widget-state.tsx'
import { Button } from '../ui/button.tsx'

/** The team page shows 3 matches, and each 'View More' adds 3 (docs/product.md#limits). */
export const TEAM_MATCHES_STEP = 3

/**
 * Match cards with 'View More' / 'Voir plus' and, once expanded, 'View Less' / 'Voir moins'.
 * The count of shown cards is visible and announced; focus moves to the first newly shown
 * card so keyboard users land on it, and back to 'View More' when the list collapses.
 */
export function MatchList({
  matches,
  emptyMessage,
  testId,
}: {
  matches: MatchCardView[]
  emptyMessage: string
  testId: string
}) {
  const t = useT()
  const listId = useId()
  const [shown, setShown] = useState(TEAM_MATCHES_STEP)
  const firstNew = useRef<HTMLLIElement>(null)
  const moreButton = useRef<HTMLButtonElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const [collapsed, setCollapsed] = useState(0)
  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus()
  }, [focusIndex])
  useEffect(() => {
    if (collapsed > 0) moreButton.current?.focus()
  }, [collapsed])

  if (matches.length === 0) return <WidgetState kind="empty" message={emptyMessage} />
  const visible = matches.slice(0, shown)
  return (
    <div data-testid={testId}>
      <ul id={listId} className="flex flex-col gap-3">
        {visible.map((match, index) => (
          <li
            key={match.id}
            ref={index === focusIndex ? firstNew : undefined}
            tabIndex={index === focusIndex ? -1 : undefined}
            className="rounded-xl focus:outline-none focus-visible:outline-2"
          >
            <MatchCard match={match} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="matches-shown">
          {t('teamPage.matches.shown', { shown: visible.length, total: matches.length })}
        </p>
        <div className="flex flex-wrap gap-3">
          {shown > TEAM_MATCHES_STEP ? (
            <Button
              variant="secondary"
              aria-controls={listId}
              data-testid={`${testId}-less`}
              onClick={() => {
                setFocusIndex(null)
                setShown(TEAM_MATCHES_STEP)
                setCollapsed((count) => count + 1)
              }}
            >
              {t('teamPage.matches.less')}
              <Icon name="chevron-up" className="size-4" />
            </Button>
          ) : null}
          {shown < matches.length ? (
            <Button
              ref={moreButton}
              variant="secondary"
              aria-controls={listId}
              onClick={() => {
                setFocusIndex(shown)
                setShown(shown + TEAM_MATCHES_STEP)
              }}
            >
              {t('teamPage.matches.more')}
              <Icon name="chevron-down" className="size-4" />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
