import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { LiveBadge } from '~/components/league/live-clock.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchTie } from '~/view-models/live-games.ts'
import type {
  BracketRoundView,
  BracketSideView,
  BracketTieView,
  BracketView,
} from '~/view-models/playoffs-page.ts'

/**
 * A division's bracket, drawn on the server. A screen reader reads it as rounds, each a list of
 * ties. On a phone the rounds follow one another; from `lg` they stand side by side as columns,
 * each round's ties spread to face the tie they feed (the classic tree), and in print too.
 */
export function BracketRounds({ bracket }: { bracket: BracketView }) {
  return (
    <div className="bracket grid grid-cols-1 gap-6 lg:auto-cols-fr lg:grid-flow-col lg:gap-4 print:grid-flow-col">
      {bracket.rounds.map((round, index) => (
        <RoundColumn
          key={`${round.key}-${index}`}
          round={round}
          index={index}
          feedsPairs={
            round.ties.length % 2 === 0 &&
            bracket.rounds[index + 1]?.ties.length === round.ties.length / 2
          }
          fedByPairs={index > 0 && bracket.rounds[index - 1].ties.length === round.ties.length * 2}
        />
      ))}
    </div>
  )
}

function RoundColumn({
  round,
  index,
  feedsPairs,
  fedByPairs,
}: {
  round: BracketRoundView
  index: number
  /** Each two ties feed one of the next round: lines join them (`.bracket` in app.css). */
  feedsPairs: boolean
  fedByPairs: boolean
}) {
  const t = useT()
  const id = `round-${index}`
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3"
      data-testid="bracket-round"
      data-feeds={feedsPairs ? 'pairs' : undefined}
      data-fed={fedByPairs ? 'pairs' : undefined}
    >
      <h2
        id={id}
        className="flex flex-wrap items-center gap-2 text-lg font-extrabold text-slate-900"
      >
        {round.label}
        {round.current ? (
          <span className="bg-accent/20 rounded-full px-2 py-0.5 text-xs font-bold text-slate-900">
            {t('playoffs.currentRound')}
          </span>
        ) : null}
      </h2>
      <ol className="bracket-ties flex grow flex-col justify-around gap-3">
        {round.ties.map((tie) => (
          <li key={tie.id}>
            <TieCard tie={tie} />
          </li>
        ))}
      </ol>
      {round.byes.length > 0 ? (
        <p className="text-sm text-slate-600" data-testid="bracket-byes">
          {t('playoffs.byes', {
            teams: round.byes
              .map((bye) => (bye.seed === undefined ? bye.name : `${bye.name} (${bye.seed})`))
              .join(', '),
          })}
        </p>
      ) : null}
    </section>
  )
}

export function TieCard({ tie: shown }: { tie: BracketTieView }) {
  const tie = useLiveGame(shown, patchTie)
  const t = useT()
  const championPath = tie.home.championPath || tie.away.championPath
  const when = [tie.date, tie.time].filter(Boolean).join(' · ')
  return (
    <article
      className={clsx(
        'bg-surface break-inside-avoid rounded-xl border p-3 shadow-sm',
        championPath ? 'border-accent border-2' : 'border-slate-200',
        tie.home.projected || tie.away.projected ? 'border-dashed' : '',
      )}
      data-testid="bracket-tie"
      aria-label={t('playoffs.tieLabel', {
        home: tie.home.name ?? t('playoffs.tbd'),
        away: tie.away.name ?? t('playoffs.tbd'),
      })}
    >
      <div className="grid grid-cols-1 gap-1">
        <SideRow side={tie.home} finished={tie.finished || tie.live !== undefined} />
        <SideRow side={tie.away} finished={tie.finished || tie.live !== undefined} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {tie.live ? <LiveBadge live={tie.live} /> : null}
        {when ? <span>{when}</span> : null}
        {tie.home.projected || tie.away.projected ? (
          <span
            className="rounded border border-dashed border-slate-400 px-1.5 py-0.5 font-bold text-slate-800"
            data-testid="bracket-projected"
          >
            {t('playoffs.projected')}
          </span>
        ) : null}
        {tie.overtime ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-bold text-slate-800">
            {t('match.overtime')}
          </span>
        ) : null}
        {tie.shootout &&
        tie.home.shootoutGoals !== undefined &&
        tie.away.shootoutGoals !== undefined ? (
          <span
            className="rounded bg-slate-100 px-1.5 py-0.5 font-bold text-slate-800"
            data-testid="bracket-shootout"
          >
            {t('playoffs.shootout', { home: tie.home.shootoutGoals, away: tie.away.shootoutGoals })}
          </span>
        ) : null}
        {tie.href ? (
          <Link
            to={tie.href}
            className="text-pitch-800 ml-auto inline-flex min-h-6 items-center font-semibold underline print:hidden"
          >
            {tie.live ? t('match.openLive') : t('playoffs.matchLink')}
          </Link>
        ) : null}
      </div>
    </article>
  )
}

function SideRow({ side, finished }: { side: BracketSideView; finished: boolean }) {
  const t = useT()
  return (
    <div
      className={clsx(
        'flex min-h-8 items-center gap-2 rounded-md px-1.5',
        side.winner ? 'font-extrabold text-slate-900' : 'text-slate-700',
        side.championPath && side.winner ? 'bg-accent/15' : '',
      )}
      data-testid="bracket-side"
      data-winner={side.winner ? 'true' : undefined}
    >
      <span className="w-6 shrink-0 text-right text-xs text-slate-500 tabular-nums">
        {side.seed === undefined ? null : (
          <>
            <span aria-hidden="true">{side.seed}</span>
            <span className="sr-only">{t('playoffs.seed', { seed: side.seed })}</span>
          </>
        )}
      </span>
      <span className="min-w-0 grow truncate">
        {side.name === undefined ? (
          <span className="text-slate-500 italic">{t('playoffs.tbd')}</span>
        ) : side.href ? (
          <Link
            to={side.href}
            className="inline-flex min-h-6 max-w-full items-center hover:underline"
          >
            <span className="truncate">{side.name}</span>
          </Link>
        ) : (
          side.name
        )}
        {side.forfeit ? (
          <span className="ml-2 rounded bg-red-100 px-1 text-xs font-bold text-red-800">
            {t('match.forfeit')}
          </span>
        ) : null}
        {side.winner ? <span className="sr-only">, {t('playoffs.winner')}</span> : null}
      </span>
      {side.winner ? (
        <Icon name="check" className="text-pitch-700 size-4 shrink-0" aria-hidden="true" />
      ) : null}
      <span className="min-w-6 shrink-0 text-right text-lg tabular-nums">
        {finished && side.score !== undefined ? side.score : ''}
        {finished && side.shootoutGoals !== undefined ? (
          <sup className="ml-0.5 text-xs text-slate-600">({side.shootoutGoals})</sup>
        ) : null}
      </span>
    </div>
  )
}
