import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchPageView } from '~/view-models/match-page.ts'

import { StatePanel } from '../team/state-panel.tsx'
import { buttonClasses } from '../ui/button.tsx'
import { MatchHero } from './match-hero.tsx'
import { MatchLineup, NoLineups } from './match-lineup.tsx'
import { MatchMeetings } from './match-meetings.tsx'
import { MatchPreview } from './match-preview.tsx'
import { MatchStory } from './match-story.tsx'
import { MatchSummary } from './match-summary.tsx'
import { ShootoutTable } from './shootout-table.tsx'

/** The match page in each of its states (see `app/view-models/match-page.ts`). */
export function MatchPage({ view }: { view: MatchPageView }) {
  const t = useT()
  const ways = (
    <>
      <Link to="/standings" className={buttonClasses('primary')}>
        {t('teamPages.standings')}
      </Link>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('notFound.home')}
      </Link>
    </>
  )
  if (view.kind === 'unavailable') {
    return (
      <StatePanel
        kind="error"
        title={t('matchPage.unavailable')}
        message={t('matchPage.unavailable.hint')}
      >
        {ways}
      </StatePanel>
    )
  }
  if (view.kind === 'not-found') {
    return (
      <StatePanel
        kind="not-found"
        title={t('matchPage.notFound')}
        message={t('matchPage.notFound.hint')}
      >
        {ways}
      </StatePanel>
    )
  }
  if (view.kind === 'preview') {
    return (
      <>
        <MatchHero header={view.header} title={view.meta.title} />
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 lg:pb-10">
          <MatchPreview preview={view.preview} />
          <MatchMeetings meetings={view.meetings} />
        </div>
      </>
    )
  }
  if (view.kind === 'not-finished') {
    return (
      <>
        <MatchHero header={view.header} title={view.meta.title} />
        <StatePanel kind="pending" headingLevel={2} title={view.panel.title}>
          {ways}
        </StatePanel>
      </>
    )
  }
  const live = view.header.status === 'live'
  const sex = view.women ? 'women' : 'men'
  return (
    <>
      <MatchHero header={view.header} title={view.meta.title} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 lg:pb-10">
        <MatchStory story={view.story} live={live} sex={sex} />
        <ShootoutTable header={view.header} />
        {/* A live game's sheets are written when it ends: its story is all there is yet. */}
        {view.noRosters ? (
          live ? null : (
            <NoLineups sex={sex} />
          )
        ) : (
          <MatchSummary home={view.home} away={view.away} />
        )}
        {view.noRosters ? null : (
          <div className="grid gap-6 lg:grid-cols-2" data-testid="lineups">
            <MatchLineup lineup={view.home} role="home" columns={view.columns} sex={sex} />
            <MatchLineup lineup={view.away} role="away" columns={view.columns} sex={sex} />
          </div>
        )}
        <MatchMeetings meetings={view.meetings} />
      </div>
    </>
  )
}
