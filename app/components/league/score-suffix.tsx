import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

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
