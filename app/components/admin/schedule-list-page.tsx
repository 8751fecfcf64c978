import type { ReactNode } from 'react'
import { Form } from 'react-router'

import type { ScheduleEditKind } from '~/admin/schedule-form.ts'
import { type ScheduleGame, type ScheduleListView, SCHEDULE_SHOWS } from '~/admin/schedule-views.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'

import {
  CalledOffBadge,
  ConsoleFrame,
  ConsoleNotice,
  LangField,
  inputClasses,
} from './console-frame.tsx'

type Props = {
  list?: ScheduleListView
  notice?: { kind: ScheduleEditKind; game: string }
}

const actionClasses =
  'text-pitch-700 inline-flex min-h-11 items-center gap-1 px-1 font-bold underline underline-offset-4'

/** One game: its result sheet (unless called off or its teams are not known yet), its schedule form (unless played). */
function GameCard({ game, t }: { game: ScheduleGame; t: AdminTranslate }) {
  const name = `${game.home} – ${game.away}`
  const status = game.calledOff ? (
    <CalledOffBadge calledOff={game.calledOff} t={t} />
  ) : game.live ? (
    <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white">
      {t('admin.tonight.live')}
    </span>
  ) : game.finished ? (
    <span className="text-pitch-700 text-sm font-bold">{t('admin.tonight.recorded')}</span>
  ) : game.overdue ? (
    <span
      className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-bold text-amber-900"
      data-testid="admin-schedule-overdue"
    >
      {t('admin.schedule.overdue')}
    </span>
  ) : null
  return (
    <div
      className="bg-surface rounded-xl border border-slate-200 p-4 shadow-sm"
      data-testid="admin-schedule-game"
      data-game-id={game.id}
      data-division-id={game.divisionId}
      data-finished={game.finished}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-extrabold text-slate-900">
          {game.time || t('admin.tonight.timeTbd')}
        </span>
        {status}
      </p>
      <p className="name-wrap mt-1 text-lg font-bold text-slate-900">
        {game.home} <span className="whitespace-nowrap text-slate-600">{game.score ?? '–'}</span>{' '}
        {game.away}
      </p>
      <p className="text-sm text-slate-600">
        {[game.division, game.field || t('admin.schedule.fieldTbd')].join(' · ')}
      </p>
      {game.calledOff?.reason ? (
        <p className="mt-1 text-sm font-semibold text-amber-900">{game.calledOff.reason}</p>
      ) : null}
      <p className="mt-2 flex flex-wrap justify-end gap-x-5">
        {game.calledOff || !game.teamsKnown ? null : (
          <Link
            to={`/admin/match/${encodeURIComponent(game.id)}`}
            className={actionClasses}
            aria-label={t(
              game.finished ? 'admin.schedule.correctLabel' : 'admin.schedule.enterLabel',
              { game: name },
            )}
            data-testid="admin-schedule-result"
          >
            {t(game.finished ? 'admin.schedule.correct' : 'admin.tonight.enter')}
            <span aria-hidden="true">→</span>
          </Link>
        )}
        {game.finished || game.live ? null : (
          <Link
            to={`/admin/game/${encodeURIComponent(game.id)}/schedule`}
            className={actionClasses}
            aria-label={t('admin.schedule.editLabel', { game: name })}
            data-testid="admin-schedule-edit"
          >
            {t('admin.schedule.edit')}
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </p>
    </div>
  )
}

function Filter({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="grid content-start gap-1 font-semibold text-slate-900">
      {label}
      {children}
      {hint ? <span className="text-sm font-normal text-slate-600">{hint}</span> : null}
    </label>
  )
}

/**
 * A GET form, so it works without JavaScript and a filtered list is an address to keep. Folded
 * until used, so the games come first on a phone; open once a filter is set.
 */
function Filters({ list, t }: { list: ScheduleListView; t: AdminTranslate }) {
  const { filters } = list
  const open = list.filtered || filters.show !== 'upcoming'
  return (
    <details className="section-card mb-6" open={open || undefined}>
      <summary className="section-card-title min-h-11 cursor-pointer py-2">
        {t('admin.schedule.filters')}
      </summary>
      <div className="mt-3">
        <Form
          method="get"
          className="grid gap-4 sm:grid-cols-2"
          role="search"
          aria-label={t('admin.schedule.filters')}
          data-testid="admin-schedule-filters"
        >
          <LangField />
          <Filter label={t('admin.schedule.filter.q')} hint={t('admin.schedule.filter.qHelp')}>
            <input
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              className={inputClasses(false)}
            />
          </Filter>
          <Filter
            label={t('admin.schedule.filter.date')}
            hint={t('admin.schedule.filter.dateHelp')}
          >
            <input
              type="date"
              name="date"
              defaultValue={filters.date}
              className={inputClasses(false)}
            />
          </Filter>
          <Filter label={t('admin.schedule.filter.division')}>
            <select name="division" defaultValue={filters.division} className={inputClasses(false)}>
              <option value="">{t('admin.schedule.filter.allDivisions')}</option>
              {list.divisions.map((division) => (
                <option key={division.id} value={division.id}>
                  {division.name}
                </option>
              ))}
            </select>
          </Filter>
          <Filter label={t('admin.schedule.filter.team')}>
            <select name="team" defaultValue={filters.team} className={inputClasses(false)}>
              <option value="">{t('admin.schedule.filter.allTeams')}</option>
              {list.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </Filter>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 font-semibold text-slate-900">
              {t('admin.schedule.filter.show')}
            </legend>
            <div className="flex flex-wrap gap-x-5">
              {SCHEDULE_SHOWS.map((show) => (
                <label key={show} className="flex min-h-11 items-center gap-2 text-slate-900">
                  <input
                    type="radio"
                    name="show"
                    value={show}
                    defaultChecked={filters.show === show}
                    className="accent-pitch-700 size-5"
                  />
                  {t(`admin.schedule.show.${show}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-2 sm:col-span-2">
            <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
              {t('admin.schedule.filter.apply')}
            </button>
            {list.filtered || filters.show !== 'upcoming' ? (
              <Link
                to="/admin/schedule"
                className="text-pitch-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {t('admin.schedule.filter.clear')}
              </Link>
            ) : null}
          </p>
        </Form>
      </div>
    </details>
  )
}

/** The season's games by day, found by day, division, team or name; each one tap from its result sheet or schedule form. */
export function ScheduleListPage({ list, notice }: Props) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.schedule.title')}>
      {notice ? (
        <ConsoleNotice kind="success">
          {t(`admin.schedule.done.${notice.kind}`, { game: notice.game })}
        </ConsoleNotice>
      ) : null}
      {!list ? (
        <ConsoleNotice kind="problem">{t('admin.unavailable')}</ConsoleNotice>
      ) : (
        <>
          <p className="mb-5 text-slate-700">{t('admin.schedule.intro')}</p>
          <Filters key={JSON.stringify(list.filters)} list={list} t={t} />
          {list.queryTooShort ? (
            <p className="mb-4 font-semibold text-amber-900">
              {t('admin.schedule.filter.tooShort')}
            </p>
          ) : null}
          {list.days.length === 0 ? (
            <p className="section-card text-slate-700" data-testid="admin-schedule-none">
              {t(
                list.filtered || list.filters.show !== 'upcoming'
                  ? 'admin.schedule.noneFound'
                  : 'admin.schedule.none',
              )}
            </p>
          ) : (
            <div className="grid gap-6" data-testid="admin-schedule">
              {list.days.map((day) => (
                <section key={day.date} aria-labelledby={`day-${day.date || 'undated'}`}>
                  <h2
                    id={`day-${day.date || 'undated'}`}
                    className="mb-2 text-lg font-bold text-slate-800"
                  >
                    {day.dateLabel || t('admin.schedule.undated')}
                  </h2>
                  <ul className="grid gap-3">
                    {day.games.map((game) => (
                      <li key={game.id}>
                        <GameCard game={game} t={t} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
          {list.later > 0 ? (
            <p className="mt-6">
              <Link
                to="/admin/schedule?all"
                className="text-pitch-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {t('admin.schedule.all', { count: list.later })}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </ConsoleFrame>
  )
}
