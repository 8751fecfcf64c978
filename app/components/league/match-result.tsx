import { clsx } from 'clsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardSide } from '~/view-models/match-card.ts'
import { type OutcomeFacts, matchOutcome, winnerWord } from '~/view-models/match-outcome.ts'

/**
 * Under a side's name: « Gagnant » with a check (so the winner is not told by colour alone) or
 * « FORFAIT ». Drawn for the eye: the card's sentence says the same to screen readers.
 */
export function SideMark({
  side,
  women,
}: {
  side: Pick<MatchCardSide, 'winner' | 'forfeit'>
  women?: boolean
}) {
  const t = useT()
  return (
    <>
      {side.winner ? (
        <span className="match-card-winner" aria-hidden="true" data-testid="winner-mark">
          <Icon name="check" className="size-3" />
          {winnerWord(t, women)}
        </span>
      ) : null}
      {side.forfeit ? (
        <span className="match-card-forfeit" aria-hidden="true" data-testid="forfeit-mark">
          {t('match.forfeit')}
        </span>
      ) : null}
    </>
  )
}

/**
 * How the game was decided, naming the winner (« Le Brasier l’emporte 3-2 aux tirs de barrage »):
 * a line of its own under both teams, so it never squeezes their names.
 */
export function ResultOutcome({
  match,
  className,
  hidden = true,
}: {
  match: OutcomeFacts
  className?: string
  /** Hidden from screen readers where the card's sentence already says it. */
  hidden?: boolean
}) {
  const t = useT()
  const outcome = matchOutcome(match, t)
  if (!outcome) return null
  return (
    <p
      className={clsx('match-outcome', className)}
      aria-hidden={hidden ? 'true' : undefined}
      data-testid="match-outcome"
    >
      {outcome}
    </p>
  )
}

/** The score and how it was decided, for a link's name: "3 - 3, Le Brasier won the shootout 3-2". */
export function useOutcomeSuffix(): (match: OutcomeFacts) => string {
  const t = useT()
  return (match) => {
    const outcome = matchOutcome(match, t)
    return outcome ? `, ${outcome}` : ''
  }
}
