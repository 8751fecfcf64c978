import { describe, expect, it } from 'vitest'

import '~/i18n/catalogues.server.ts'
import { translator } from '~/i18n/messages.ts'

import { liveClockWords } from './live-clock.ts'
import type { LiveClockView } from './match-card.ts'

describe("a live game's clock in words", () => {
  it.each<[string, LiveClockView | undefined, 'fr' | 'en', string, string]>([
    ['nothing recorded yet', {}, 'fr', '', ''],
    ['no clock at all', undefined, 'en', '', ''],
    ['in play', { minute: 34 }, 'fr', "34'", '34e minute'],
    ['in play', { minute: 34 }, 'en', "34'", 'minute 34'],
    ['at half-time', { minute: 25, phase: 'half-time' }, 'fr', 'Mi-temps', 'Mi-temps'],
    ['at half-time', { minute: 25, phase: 'half-time' }, 'en', 'Half-time', 'Half-time'],
    [
      'in overtime',
      { minute: 53, phase: 'overtime' },
      'fr',
      "Prolongation 53'",
      'Prolongation, 53e minute',
    ],
    ['in the shootout', { minute: 60, phase: 'shootout' }, 'en', 'Shootout', 'Shootout'],
    [
      'at the final whistle',
      { minute: 50, phase: 'full-time' },
      'fr',
      'Fin du match',
      'Fin du match',
    ],
  ])('%s (%j, %s)', (_, live, lang, shown, spoken) => {
    expect(liveClockWords(live, translator(lang))).toEqual({ shown, spoken })
  })
})
