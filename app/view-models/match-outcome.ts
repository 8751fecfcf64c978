// How a finished game was decided, in words: one function for every card, row, match page and
// share image, so they all say the same thing.
import { frenchDe } from '~/i18n/french-de.ts'
import type { Translate } from '~/i18n/messages.ts'

export type OutcomeSide = { name: string; winner?: boolean; forfeit?: boolean }

export type OutcomeFacts = {
  status: string
  overtime?: boolean
  shootout?: { home: number; away: number }
  home: OutcomeSide
  away: OutcomeSide
}

/**
 * « Victoire du Brasier 3-2 aux tirs de barrage », "Le Brasier won by forfeit"… naming the
 * winner; undefined for a game won or drawn in regulation time, where the score says it all.
 */
export function matchOutcome(facts: OutcomeFacts, t: Translate): string | undefined {
  if (facts.status !== 'finished') return undefined
  const { home, away } = facts
  const winner = home.winner ? home : away.winner ? away : undefined
  if (home.forfeit && away.forfeit) return t('match.outcome.doubleForfeit')
  const team = winner && { team: winner.name, ofTeam: frenchDe(winner.name) }
  if (team && (home.forfeit || away.forfeit)) return t('match.outcome.forfeit', team)
  if (team && facts.shootout) {
    const goals = [facts.shootout.home, facts.shootout.away]
    return t('match.outcome.shootout', {
      ...team,
      won: Math.max(...goals),
      lost: Math.min(...goals),
    })
  }
  if (facts.overtime)
    return team ? t('match.outcome.overtime', team) : t('match.outcome.overtimeDraw')
  return undefined
}

/** The word under the winning side; a women's team agrees it (« Gagnante »). */
export function winnerWord(t: Translate, women: boolean | undefined): string {
  return t(women ? 'match.winner.women' : 'match.winner')
}
