import { clsx } from 'clsx'
import { useEffect } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'

import { SubscribeControl } from '~/components/calendar/subscribe-control.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { SeasonNotices } from '~/components/league/season-select.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import {
  rememberDivision,
  useRememberedDivision,
} from '~/components/standings/use-remembered-division.ts'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { frenchDe } from '~/i18n/french-de.ts'
import { useT } from '~/i18n/use-translation.ts'
import { scheduleHref } from '~/view-models/links.ts'
import { type SchedulePageView, scheduleSearch } from '~/view-models/schedule-page.ts'

import { ScheduleDays } from './schedule-days.tsx'
import { ScheduleFilters } from './schedule-filters.tsx'
import { withSeasonName } from '~/components/league/season-name.tsx'
import { MyTeamsShortcut } from '~/components/follow/my-teams-shortcut.tsx'

function Notice({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid={testId}
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}

/** Below Tailwind's `sm`: the widths where the schedule is one long column of days. */
const PHONE_QUERY = '(max-width: 639.98px)'

/** The season's schedule: filters, subscribe, jump to today, then the games by day. */
export function SchedulePage({ view }: { view: SchedulePageView }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/schedule'

  const choice = view.seasonChoice
  const goTo = (
    divisionId: string,
    teamId: string | undefined,
    replace: boolean,
    seasonId?: string,
  ) =>
    navigate(`/schedule${scheduleSearch(location.search, divisionId, teamId, seasonId)}`, {
      replace,
      preventScrollReset: true,
    })
  // The same remembered division as the standings page (docs/product.md#schedule).
  useRememberedDivision(view, (divisionId) => void goTo(divisionId, undefined, true))

  // A phone opens the schedule at today's games (or the next game day), not at the season's
  // first week; so does each new filter. A link to a day (#day-…) keeps its own target.
  const jumpDate = view.jump?.date
  useEffect(() => {
    if (!jumpDate || window.location.hash) return
    if (!window.matchMedia(PHONE_QUERY).matches) return
    document.getElementById(`day-${jumpDate}`)?.scrollIntoView({ block: 'start' })
  }, [jumpDate, location.search])

  const division = view.divisions.find((candidate) => candidate.id === view.selectedId)
  const shownName = view.team?.name ?? division?.name ?? ''

  return (
    <>
      <PageHeader title={t('schedule.title')}>
        {view.seasonName ? (
          <p className="text-accent text-sm font-bold tracking-wide uppercase">
            {withSeasonName((season) => t('schedule.season', { season }), view.seasonName)}
          </p>
        ) : null}
        <p className="mt-1">{t('schedule.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        <div className="no-print bg-surface rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6">
          {!view.available ? (
            <WidgetState kind="error" message={t('schedule.divisionsError')} />
          ) : view.selectedId === undefined ? (
            <WidgetState kind="empty" message={t('schedule.noDivisions')} />
          ) : (
            <div className="flex flex-wrap items-end justify-between gap-4">
              <ScheduleFilters
                view={view}
                busy={busy}
                onChoose={(divisionId, teamId, seasonId) => {
                  // A past season's division is not the one to open the current schedule on.
                  if (!choice.past && seasonId === undefined) rememberDivision(divisionId)
                  void goTo(divisionId, teamId || undefined, false, seasonId)
                }}
              />
            </div>
          )}
          {view.available && !choice.past ? (
            <MyTeamsShortcut
              currentTeamId={view.team?.id}
              knownNames={new Map(view.teams.map((team) => [team.id, team.name]))}
            />
          ) : null}
          {view.available && view.selectedId !== undefined ? (
            <SeasonNotices choice={choice} currentHref={scheduleHref(view.selectedId)} />
          ) : null}
          {view.unknownDivision !== undefined && division ? (
            <Notice
              text={
                choice.past && choice.season
                  ? t('schedule.divisionNotInSeason', {
                      season: choice.season.name,
                      division: division.name,
                    })
                  : t('schedule.unknownDivision', { division: division.name })
              }
              testId="unknown-division"
            />
          ) : null}
          {view.unknownTeam !== undefined && division ? (
            <Notice
              text={t('schedule.unknownTeam', { division: division.name })}
              testId="unknown-team"
            />
          ) : null}
        </div>

        {view.available && view.selectedId === undefined ? null : (
          <SectionCard
            id="schedule"
            title={
              shownName
                ? t('schedule.gamesTitle', { name: shownName, ofName: frenchDe(shownName) })
                : t('schedule.title')
            }
            className={clsx('transition-opacity', busy && 'opacity-60')}
            action={
              <div className="no-print flex flex-wrap items-center gap-2">
                {view.jump ? (
                  <a
                    href={`#day-${view.jump.date}`}
                    className="btn bg-pitch-700 hover:bg-pitch-800 text-white"
                    data-testid="jump"
                  >
                    <Icon name="calendar-clock" className="size-4" />
                    {view.jump.today ? t('schedule.jumpToday') : t('schedule.jumpNext')}
                  </a>
                ) : null}
                {view.team?.href ? (
                  <Link
                    to={view.team.href}
                    className="btn bg-surface border border-slate-300 text-slate-900 hover:bg-slate-100"
                  >
                    {t('schedule.teamPage')}
                  </Link>
                ) : null}
                {view.feed ? <SubscribeControl feed={view.feed} /> : null}
              </div>
            }
          >
            <div aria-busy={busy || undefined}>
              <ScheduleDays days={view.days} undated={view.undated} teamId={view.team?.id} />
            </div>
          </SectionCard>
        )}
      </div>
    </>
  )
}
