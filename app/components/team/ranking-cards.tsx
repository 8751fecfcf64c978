import { clsx } from 'clsx'

import type { BarColour } from '~/league/index.ts'
import type { RankingCardView } from '~/view-models/team-page.ts'

/** Bar colours (docs/product.md#rankings): ≥75% primary, ≥50% green, ≥25% yellow, else red. */
const segmentColour: Record<BarColour, string> = {
  primary: 'bg-pitch-700',
  green: 'bg-pitch-400',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
}

const ratingColour: Record<BarColour, string> = {
  primary: 'text-pitch-800',
  green: 'text-pitch-700',
  yellow: 'text-amber-800',
  red: 'text-red-700',
}

function RankingCard({ card }: { card: RankingCardView }) {
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="ranking-card"
      data-kind={card.kind}
      data-filled={card.filled}
      data-colour={card.colour}
    >
      <h3 className="text-xs font-bold tracking-wider text-slate-600 uppercase">{card.label}</h3>
      <p className="sr-only" data-testid="ranking-sr">
        {card.srText}
      </p>
      <p
        aria-hidden="true"
        className="mt-1 flex flex-col gap-x-2 sm:flex-row sm:items-baseline sm:justify-between"
      >
        <span
          className="text-2xl font-black whitespace-nowrap text-slate-900 tabular-nums sm:text-3xl"
          data-testid="ranking-rank"
        >
          {card.rankText}
        </span>
        <span
          className={clsx('text-sm font-bold', ratingColour[card.colour])}
          data-testid="ranking-rating"
        >
          {card.ratingLabel}
        </span>
      </p>
      <div aria-hidden="true" className="mt-3 flex gap-1">
        {Array.from({ length: card.segments }, (_, index) => (
          <span
            key={index}
            className={clsx(
              'h-2.5 flex-1 rounded-sm',
              index < card.filled ? segmentColour[card.colour] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">{card.detail}</p>
    </li>
  )
}

/** Offence, defence, discipline and overall cards (docs/product.md#team, #rankings). */
export function RankingCards({ cards }: { cards: RankingCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <RankingCard key={card.kind} card={card} />
      ))}
    </ul>
  )
}
