import type { Translate } from '~/i18n/messages.ts'
import type { Match } from '~/league/index.ts'

import type { LiveClockView } from './match-card.ts'

const PHASE_KEYS = {
  'half-time': 'match.live.halfTime',
  overtime: 'match.live.overtime',
  shootout: 'match.live.shootout',
  'full-time': 'match.live.fullTime',
} as const

// docs/product.md#live-updates: « 34' » for the eye, « 34e minute » for screen readers and calendar
// apps.
export function liveClockWords(
  live: LiveClockView | undefined,
  t: Translate,
): { shown: string; spoken: string } {
  const minute = live?.minute
  const phase = live?.phase
  const minuteShown = minute === undefined ? '' : t('match.live.minute', { minute })
  const minuteSpoken = minute === undefined ? '' : t('match.live.minuteSr', { minute })
  if (phase === undefined) return { shown: minuteShown, spoken: minuteSpoken }
  const word = t(PHASE_KEYS[phase])
  if (phase === 'overtime' && minute !== undefined)
    return { shown: `${word} ${minuteShown}`, spoken: `${word}, ${minuteSpoken}` }
  return { shown: word, spoken: word }
}

/**
 * A live game's state in words, where no badge or colour can say it (share images, structured
 * data): « En cours 34' » to be read, « En cours, 34e minute » to be heard or indexed.
 */
export function liveWords(
  match: Pick<Match, 'live'>,
  t: Translate,
): { shown: string; spoken: string } {
  const status = t('match.status.live')
  const clock = liveClockWords(match.live, t)
  return {
    shown: clock.shown ? `${status} ${clock.shown}` : status,
    spoken: clock.spoken ? t('match.live.sentence', { status, clock: clock.spoken }) : status,
  }
}
