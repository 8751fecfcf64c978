import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'
import { matchOutcome } from '~/view-models/match-outcome.ts'

import { useLiveClockText } from './live-clock.tsx'

/** The card's visual pieces are hidden from screen readers instead. */
export function useMatchSentence(): (match: MatchCardView, statusLabel?: string) => string {
  const t = useT()
  const clock = useLiveClockText()
  const teamName = (side: MatchCardSide) =>
    side.forfeit ? t('match.sentence.forfeit', { team: side.name }) : side.name
  return (match, statusLabel) => {
    const status = statusLabel ?? t(`match.status.${match.status}`)
    const spoken = match.status === 'live' ? clock(match.live).spoken : ''
    const details = {
      status: `${spoken ? t('match.live.sentence', { status, clock: spoken }) : status}${match.statusReason ? ` (${match.statusReason})` : ''}`,
      date: match.date,
      time: match.time ?? t('match.timeTbd'),
      field: match.field ?? t('match.fieldTbd'),
      division: match.divisionName,
    }
    const scored = match.home.score !== undefined && match.away.score !== undefined
    const winnerName = match.home.winner
      ? match.home.name
      : match.away.winner
        ? match.away.name
        : undefined
    const outcome = matchOutcome(match, t)
    const sentence = scored
      ? t('match.sentence.played', {
          ...details,
          home: teamName(match.home),
          homeScore: match.home.score ?? '',
          away: teamName(match.away),
          awayScore: match.away.score ?? '',
          result: outcome
            ? t('match.sentence.outcome', { outcome })
            : winnerName
              ? t('match.sentence.winner', { team: winnerName })
              : '',
        })
      : t('match.sentence.upcoming', {
          ...details,
          home: teamName(match.home),
          away: teamName(match.away),
        })
    return match.playoffLabel
      ? t('match.sentence.playoff', { stage: match.playoffLabel, sentence })
      : sentence
  }
}
