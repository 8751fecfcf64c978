import { useState } from 'react'

import { MatchCard } from '~/components/league/match-card.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

import { matchGridClasses } from './match-grid.ts'

/** The recent-results block shows 3 matches, 6 after 'View More' (docs/product.md#limits). */
export const RECENT_COLLAPSED = 3

/** Upcoming matches, up to 6, soonest first (docs/product.md#home). */
export function UpcomingMatches({ matches }: { matches: MatchCardView[] }) {
  const t = useT()
  return (
    <SectionCard id="home-upcoming" title={t('home.upcoming.title')}>
      {matches.length === 0 ? (
        <WidgetState kind="empty" message={t('state.noUpcoming')} />
      ) : (
        <ul className={matchGridClasses(matches.length)}>
          {matches.map((match) => (
            <li key={`${match.id}-${match.divisionName}`}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/**
 * Recent results (docs/product.md#home), latest first: 3, then 6 after 'View More' ('View Less'
 * collapses). All six are in the server HTML; the extra ones are hidden until expanded.
 */
export function RecentResults({ matches }: { matches: MatchCardView[] }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const canExpand = matches.length > RECENT_COLLAPSED
  return (
    <SectionCard id="home-recent" title={t('home.recent.title')}>
      {matches.length === 0 ? (
        <WidgetState kind="empty" message={t('state.noRecentResults')} />
      ) : (
        <>
          <ul
            id="home-recent-list"
            className={matchGridClasses(
              expanded ? matches.length : Math.min(matches.length, RECENT_COLLAPSED),
            )}
          >
            {matches.map((match, index) => (
              <li
                key={`${match.id}-${match.divisionName}`}
                hidden={!expanded && index >= RECENT_COLLAPSED}
              >
                <MatchCard match={match} />
              </li>
            ))}
          </ul>
          {canExpand ? (
            <div className="mt-5 flex justify-center">
              <button
                type="button"
                className={buttonClasses('secondary')}
                aria-expanded={expanded}
                aria-controls="home-recent-list"
                onClick={() => setExpanded((value) => !value)}
                data-testid="recent-toggle"
              >
                {expanded ? t('home.recent.less') : t('home.recent.more')}
                {expanded ? (
                  <Icon name="chevron-up" className="size-4" />
                ) : (
                  <Icon name="chevron-down" className="size-4" />
                )}
              </button>
            </div>
          ) : null}
        </>
      )}
    </SectionCard>
  )
}
