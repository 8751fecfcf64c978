import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchHeaderView, MatchPageView } from '~/view-models/match-page.ts'

import { StatePanel } from '../team/state-panel.tsx'
import { buttonClasses } from '../ui/button.tsx'
import { MatchHero } from './match-hero.tsx'
import { Icon } from '../ui/icon.tsx'
import { MatchLineup, NoLineups } from './match-lineup.tsx'
import { MatchMeetings } from './match-meetings.tsx'
import { ShootoutTable } from './shootout-table.tsx'

const wayClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-surface px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100'

/** Back to both teams' pages and to the division's standings (issue 19). */
function MatchWays({ header }: { header: MatchHeaderView }) {
  const t = useT()
  const teams = [header.home, header.away].filter((team) => team.href !== undefined)
  if (teams.length === 0 && !header.standingsHref) return null
  return (
    <nav aria-label={t('matchPage.ways')} data-testid="match-ways">
      <ul className="flex flex-wrap gap-2">
        {teams.map((team) => (
          <li key={team.href}>
            <Link to={team.href ?? ''} className={wayClasses}>
              <Icon name="chevron-left" className="size-4 shrink-0" />
              {t('matchPage.ways.team', { team: team.name })}
            </Link>
          </li>
        ))}
        {header.standingsHref ? (
          <li>
            <Link to={header.standingsHref} className={wayClasses}>
              <Icon name="trophy" className="size-4 shrink-0" />
              {t('matchPage.ways.standings', { division: header.divisionName })}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

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
  if (view.kind === 'not-finished') {
    return (
      <>
        <MatchHero header={view.header} title={view.meta.title} />
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <MatchWays header={view.header} />
        </div>
        <StatePanel
          kind="pending"
          headingLevel={2}
          title={t('matchPage.notFinished')}
          message={t('matchPage.notFinished.hint')}
        >
          {ways}
        </StatePanel>
      </>
    )
  }
  return (
    <>
      <MatchHero header={view.header} title={view.meta.title} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 lg:pb-10">
        <MatchWays header={view.header} />
        <ShootoutTable header={view.header} />
        {view.noRosters ? (
          <NoLineups />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2" data-testid="lineups">
            <MatchLineup lineup={view.home} role="home" columns={view.columns} />
            <MatchLineup lineup={view.away} role="away" columns={view.columns} />
          </div>
        )}
        <MatchMeetings meetings={view.meetings} />
      </div>
    </>
  )
}
