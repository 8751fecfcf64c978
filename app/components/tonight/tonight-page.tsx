import { WidgetState } from '~/components/league/widget-state.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { ScheduleGame } from '~/components/schedule/schedule-game.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'
import type { TonightPageView } from '~/view-models/tonight-page.ts'

function Games({ id, title, games }: { id: string; title: string; games: MatchCardView[] }) {
  return (
    <section aria-labelledby={id} className="schedule-day" data-testid="tonight-group">
      <h2 id={id} className="schedule-day-title">
        <span className="first-letter:uppercase">{title}</span>
        <span className="ml-auto text-xs font-medium text-slate-500">{games.length}</span>
      </h2>
      <ul className="divide-y divide-slate-100">
        {games.map((game) => (
          <li key={`${game.id}-${game.divisionName}`}>
            <ScheduleGame game={game} withDivision />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Tonight (docs/product.md#tonight): every game of the day in one list, live ones first. */
export function TonightPage({ view }: { view: TonightPageView }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('tonight.title')}>
        {view.date ? <p className="first-letter:uppercase">{view.date}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10" data-testid="tonight">
        {!view.available ? (
          <WidgetState kind="error" message={t('home.today.error')} />
        ) : view.groups.length === 0 ? (
          <>
            <WidgetState kind="empty" message={t('tonight.none')} />
            {view.next ? (
              <Games
                id="tonight-next"
                title={t('tonight.next', { date: view.next.date })}
                games={view.next.games}
              />
            ) : null}
          </>
        ) : (
          view.groups.map((group) => (
            <Games
              key={group.kind}
              id={`tonight-${group.kind}`}
              title={t(`tonight.${group.kind}`)}
              games={group.games}
            />
          ))
        )}
      </div>
    </>
  )
}
