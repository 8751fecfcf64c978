import { useState } from 'react'

import { MatchCard } from '~/components/league/match-card.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

import { matchGridClasses } from './match-grid.ts'

/** On a phone six cards are two screens. */
export const RECENT_COLLAPSED = 3

export function UpcomingMatches({ matches }: { matches: MatchCardView[] }) {
  const t = useT()
  return (
    <SectionCard id="home-upcoming" title={t('home.upcoming.title')}>
      {matches.length === 0 ? (
        <WidgetState kind="empty" message={t('state.noUpcoming')} />
      ) : (
        <CollapsibleMatches id="home-upcoming" matches={matches} />
      )}
    </SectionCard>
  )
}

export function RecentResults({ matches }: { matches: MatchCardView[] }) {
  const t = useT()
  return (
    <SectionCard id="home-recent" title={t('home.recent.title')}>
      {matches.length === 0 ? (
        <WidgetState kind="empty" message={t('state.noRecentResults')} />
      ) : (
        <CollapsibleMatches id="home-recent" matches={matches} />
      )}
    </SectionCard>
  )
}

/** All are in the server HTML; the extra ones are hidden until expanded. */
function CollapsibleMatches({ id, matches }: { id: string; matches: MatchCardView[] }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const canExpand = matches.length > RECENT_COLLAPSED
  return (
    <>
      <ul
        id={`${id}-list`}
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
            aria-controls={`${id}-list`}
            onClick={() => setExpanded((value) => !value)}
            data-testid={`${id.replace('home-', '')}-toggle`}
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
  )
}
