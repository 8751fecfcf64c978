import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

/**
 * What a score needs after it to say how the game ended: 'Prol.' / 'OT' after overtime and
 * the shootout that decided a draw, '(t.a.b. 3-2)' / '(SO 3-2)', on every card
 * (docs/product.md#match). Abbreviations carry their long form as a title.
 */
export function ScoreSuffix({
  match,
  className = 'ml-1 text-xs font-bold no-underline',
}: {
  match: Pick<MatchCardView, 'overtime' | 'shootout'>
  className?: string
}) {
  const t = useT()
  return (
    <>
      {match.overtime ? (
        <>
          {' '}
          <abbr title={t('match.overtimeLong')} className={className} data-testid="score-overtime">
            {t('match.overtime')}
          </abbr>
        </>
      ) : null}
      {match.shootout ? (
        <>
          {' '}
          <abbr
            title={t('match.shootoutLong')}
            className={`${className} whitespace-nowrap`}
            data-testid="score-shootout"
          >
            {t('match.shootout', { home: match.shootout.home, away: match.shootout.away })}
          </abbr>
        </>
      ) : null}
    </>
  )
}

/** The same as words, for labels and screen readers: ' Prol. (t.a.b. 3-2)'. */
export function useScoreSuffixText(): (
  match: Pick<MatchCardView, 'overtime' | 'shootout'>,
) => string {
  const t = useT()
  return (match) =>
    (match.overtime ? ` ${t('match.overtime')}` : '') +
    (match.shootout
      ? ` ${t('match.shootout', { home: match.shootout.home, away: match.shootout.away })}`
      : '')
}
