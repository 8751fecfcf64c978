import { describe, expect, it } from 'vitest'

import { matchWinner } from './match-result.ts'

const side = (score: number) => ({ name: { en: 'Team' }, tbd: false, forfeit: false, score })

const finished = (home: number, away: number, more: object = {}) => ({
  status: 'finished' as const,
  homeForfeit: false,
  awayForfeit: false,
  home: side(home),
  away: side(away),
  ...more,
})

describe('the winner of a match', () => {
  it('is the side with more goals', () => {
    expect(matchWinner(finished(3, 1))).toBe('home')
  })

  it('is the shootout winner after a draw, and nobody after a draw without one', () => {
    const shootout = { home: { goals: 1, attempts: 3 }, away: { goals: 2, attempts: 3 } }
    expect(matchWinner(finished(2, 2, { shootout }))).toBe('away')
    expect(matchWinner(finished(2, 2))).toBeUndefined()
  })

  it('is the side that did not forfeit, whatever the score, and nobody when both forfeited', () => {
    expect(matchWinner(finished(5, 0, { homeForfeit: true }))).toBe('away')
    expect(matchWinner(finished(3, 0, { homeForfeit: true, awayForfeit: true }))).toBeUndefined()
  })

  it('is nobody before the match is finished', () => {
    expect(matchWinner({ ...finished(1, 0), status: 'upcoming' as const })).toBeUndefined()
  })
})
