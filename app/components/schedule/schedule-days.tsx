import { WidgetState } from '~/components/league/widget-state.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'
import type { ScheduleDayView } from '~/view-models/schedule-page.ts'

import { ScheduleGame } from './schedule-game.tsx'

function Day({
  id,
  title,
  today,
  games,
  teamId,
}: {
  id: string
  title: string
  today?: boolean
  games: MatchCardView[]
  teamId?: string
}) {
  const t = useT()
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="schedule-day"
      data-testid="schedule-day"
    >
      <h3 id={`${id}-title`} className="schedule-day-title">
        <span className="first-letter:uppercase">{title}</span>
        {today ? (
          <span className="bg-accent text-ink-900 rounded-full px-2.5 py-0.5 text-xs font-bold">
            {t('schedule.today')}
          </span>
        ) : null}
        <span className="ml-auto text-xs font-medium text-slate-500">
          {games.length === 1
            ? t('schedule.gameCountOne')
            : t('schedule.gameCount', { count: games.length })}
        </span>
      </h3>
      <ul className="divide-y divide-slate-100">
        {games.map((game) => (
          <li key={`${game.id}-${game.divisionName}`}>
            <ScheduleGame game={game} teamId={teamId} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The games day by day, then those without a date; `null` days means loading failed. */
export function ScheduleDays({
  days,
  undated,
  teamId,
}: {
  days: ScheduleDayView[] | null
  undated: MatchCardView[]
  teamId?: string
}) {
  const t = useT()
  if (days === null) return <WidgetState kind="error" message={t('schedule.error')} />
  if (days.length === 0 && undated.length === 0)
    return <WidgetState kind="empty" message={t('schedule.empty')} />
  return (
    <div className="flex flex-col gap-6" data-testid="schedule-days">
      {days.map((day) => (
        <Day
          key={day.date}
          id={`day-${day.date}`}
          title={day.label}
          today={day.today}
          games={day.games}
          teamId={teamId}
        />
      ))}
      {undated.length > 0 ? (
        <Day id="day-undated" title={t('schedule.undated')} games={undated} teamId={teamId} />
      ) : null}
    </div>
  )
}
