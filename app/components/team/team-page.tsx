import { frenchDe } from '~/i18n/french-de.ts'
import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { TeamPageView, TeamView } from '~/view-models/team-page.ts'

import { SubscribeControl } from '../calendar/subscribe-control.tsx'
import { FinesTable, SuspensionsTable } from '../league/discipline-tables.tsx'
import { SectionCard } from '../league/section-card.tsx'
import { WidgetState } from '../league/widget-state.tsx'
import { buttonClasses } from '../ui/button.tsx'
import { Icon } from '../ui/icon.tsx'
import { TeamHistoryTable } from './history-table.tsx'
import { MatchList } from './match-list.tsx'
import { RankingCards } from './ranking-cards.tsx'
import { StatLineTable } from './stat-line-table.tsx'
import { StatePanel } from './state-panel.tsx'
import { TeamHero } from './team-hero.tsx'
import { TeamRecord } from './team-record.tsx'

function Roster({ view }: { view: TeamView }) {
  const t = useT()
  const sex = view.women ? 'women' : 'men'
  const groups = [
    {
      id: 'players',
      title: t('teamPages.players', { sex }),
      rows: view.roster.players,
      empty: t('teamPage.roster.playersEmpty', { sex }),
    },
    {
      id: 'goalkeepers',
      title: t('teamPages.goalkeepers', { sex }),
      rows: view.roster.goalkeepers,
      empty: t('teamPage.roster.goalkeepersEmpty', { sex }),
    },
  ]
  return (
    <SectionCard title={t('teamPage.roster.title')} id="team-roster">
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <div key={group.id}>
            <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
              {group.title}
            </h3>
            {group.rows.length > 0 ? (
              <StatLineTable
                rows={group.rows}
                caption={t('teamPage.roster.caption', {
                  team: view.team.name,
                  ofTeam: frenchDe(view.team.name),
                  group: group.title,
                })}
                showGp
                testId={`roster-${group.id}`}
                sex={sex}
              />
            ) : (
              <WidgetState kind="empty" message={group.empty} />
            )}
          </div>
        ))}
      </div>
    </SectionCard>
  )
}

/** The team's whole schedule and its calendar feed (docs/product.md#schedule). */
function TeamCalendar({ calendar }: { calendar: NonNullable<TeamView['calendar']> }) {
  const t = useT()
  return (
    <div className="no-print flex flex-wrap items-center gap-2">
      <Link
        to={calendar.scheduleHref}
        className="btn bg-surface border border-slate-300 text-slate-900 hover:bg-slate-100"
        data-testid="team-schedule-link"
      >
        <Icon name="calendar-days" className="size-4" />
        {t('nav.schedule')}
      </Link>
      {calendar.feed ? <SubscribeControl feed={calendar.feed} /> : null}
    </div>
  )
}

function TeamContent({ view }: { view: TeamView }) {
  const t = useT()
  const sex = view.women ? 'women' : 'men'
  return (
    <>
      <TeamHero
        team={view.team}
        divisionId={view.divisionId}
        divisionName={view.divisionName}
        seasonName={view.seasonName}
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:py-10">
        <SectionCard title={t('teamPage.rankings.title')} id="team-rankings">
          {view.position ? (
            <p className="mb-4 text-base font-bold text-slate-900" data-testid="team-position">
              <Link to={view.position.href} className="table-link underline-offset-2">
                {t('teamPage.position', { position: view.position.text })}
              </Link>
            </p>
          ) : null}
          {view.rankings ? (
            <>
              <RankingCards cards={view.rankings} />
              <p className="mt-3 text-xs text-slate-600" data-testid="rankings-note">
                {t('teamPage.rankings.note')}
              </p>
            </>
          ) : (
            <WidgetState kind="empty" message={t('teamPage.rankings.empty')} />
          )}
        </SectionCard>
        <SectionCard title={t('teamPage.record.title')} id="team-record">
          <TeamRecord record={view.record} form={view.form} />
        </SectionCard>
        {view.history ? (
          <SectionCard title={t('careers.teamTitle')} id="team-history">
            <TeamHistoryTable seasons={view.history} />
          </SectionCard>
        ) : null}
        <Roster view={view} />
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard
            title={t('teamPage.matches.upcoming')}
            id="team-upcoming"
            action={view.calendar ? <TeamCalendar calendar={view.calendar} /> : null}
          >
            <MatchList
              matches={view.upcoming}
              emptyMessage={t('state.noUpcoming')}
              testId="upcoming-list"
            />
          </SectionCard>
          <SectionCard title={t('teamPage.matches.recent')} id="team-recent">
            <MatchList
              matches={view.recent}
              emptyMessage={t('state.noRecentResults')}
              testId="recent-list"
            />
          </SectionCard>
        </div>
        <SectionCard title={t('teamPage.suspensions.title')} id="team-suspensions">
          <SuspensionsTable
            rows={view.suspensions}
            caption={t('teamPage.suspensions.title')}
            showTeam={false}
            emptyMessage={t('teamPage.suspensions.empty', { sex })}
            sex={sex}
          />
        </SectionCard>
        <SectionCard title={t('teamPage.fines.title')} id="team-fines">
          <FinesTable
            rows={view.fines}
            caption={t('teamPage.fines.title')}
            showTeam={false}
            emptyMessage={t('teamPage.fines.empty')}
          />
        </SectionCard>
      </div>
    </>
  )
}

/** The team page in each of its states (see `app/view-models/team-page.ts`). */
/** Every state but 'moved', which the loader answers with a redirect. */
export function TeamPage({ view }: { view: Exclude<TeamPageView, { kind: 'moved' }> }) {
  const t = useT()
  if (view.kind === 'team') return <TeamContent view={view} />
  const home = (
    <Link to="/" className={buttonClasses('secondary')}>
      {t('notFound.home')}
    </Link>
  )
  const standings = (
    <Link to="/standings" className={buttonClasses('primary')}>
      {t('teamPages.standings')}
    </Link>
  )
  if (view.kind === 'incomplete') {
    return (
      <StatePanel
        kind="incomplete"
        title={view.meta.title}
        message={t('teamPage.incomplete.message')}
      >
        {standings}
        {home}
      </StatePanel>
    )
  }
  if (view.kind === 'unavailable') {
    return (
      <StatePanel kind="error" title={view.meta.title} message={t('teamPage.unavailable.message')}>
        {home}
      </StatePanel>
    )
  }
  return (
    <StatePanel
      kind="not-found"
      title={view.meta.title}
      message={t('teamPage.notFound.message', { team: view.teamId })}
    >
      {standings}
      {home}
    </StatePanel>
  )
}
