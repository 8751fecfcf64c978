import type { ScheduleEditKind } from '~/admin/schedule-form.ts'
import type { GameSummary } from '~/admin/console-views.ts'
import type { ScheduleListView } from '~/admin/schedule-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'

import { CalledOffBadge, ConsoleFrame, ConsoleNotice } from './console-frame.tsx'

type Props = {
  list?: ScheduleListView
  notice?: { kind: ScheduleEditKind; game: string }
}

function GameLink({ game, t }: { game: GameSummary; t: AdminTranslate }) {
  return (
    <Link
      to={`/admin/game/${encodeURIComponent(game.id)}/schedule`}
      className="bg-surface hover:border-pitch-600 focus-visible:ring-pitch-600 block rounded-xl border border-slate-200 p-4 shadow-sm focus-visible:ring-2 focus-visible:outline-none"
      data-testid="admin-schedule-game"
      data-game-id={game.id}
      data-division-id={game.divisionId}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-extrabold text-slate-900">
          {game.time || t('admin.tonight.timeTbd')}
        </span>
        {game.calledOff ? <CalledOffBadge calledOff={game.calledOff} t={t} /> : null}
      </span>
      <span className="name-wrap mt-1 block text-lg font-bold text-slate-900">
        {game.home} <span className="text-slate-600">–</span> {game.away}
      </span>
      <span className="block text-sm text-slate-600">
        {[game.division, game.field || t('admin.schedule.fieldTbd')].join(' · ')}
      </span>
      {game.calledOff?.reason ? (
        <span className="mt-1 block text-sm font-semibold text-amber-900">
          {game.calledOff.reason}
        </span>
      ) : null}
      <span className="text-pitch-700 mt-2 flex min-h-6 items-center justify-end gap-1 text-base font-bold underline underline-offset-4">
        {t('admin.schedule.edit')} <span aria-hidden="true">→</span>
      </span>
    </Link>
  )
}

/** The season's games still to play, by day; each one tap from its schedule form. */
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
          {list.days.length === 0 ? (
            <p className="section-card text-slate-700">{t('admin.schedule.none')}</p>
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
                        <GameLink game={game} t={t} />
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
