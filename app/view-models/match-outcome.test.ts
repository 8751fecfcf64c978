import { describe, expect, it } from 'vitest'

import { translator } from '~/i18n/messages.ts'

import { type OutcomeFacts, matchOutcome, winnerWord } from './match-outcome.ts'

const fr = translator('fr')
const en = translator('en')

function game(overrides: Partial<OutcomeFacts>): OutcomeFacts {
  return {
    status: 'finished',
    home: { name: 'FC Montmorency' },
    away: { name: 'Le Brasier', winner: true },
    ...overrides,
  }
}

describe('matchOutcome says how a game was decided and who won', () => {
  it('names the shootout by the rules’ term, with the winner’s goals first', () => {
    const shootout = game({ overtime: true, shootout: { home: 2, away: 3 } })
    expect(matchOutcome(shootout, fr)).toBe('Victoire du Brasier 3-2 aux tirs de barrage')
    expect(matchOutcome(shootout, en)).toBe('Le Brasier won the shootout 3-2')
  })

  it('puts the winner after « Victoire » with the article its name calls for', () => {
    const ajax = game({ overtime: true, away: { name: 'Ajax Sainte-Dorothée', winner: true } })
    expect(matchOutcome(ajax, fr)).toBe('Victoire d’Ajax Sainte-Dorothée en prolongation')
    const lions = game({ overtime: true, away: { name: 'Les Lions', winner: true } })
    expect(matchOutcome(lions, fr)).toBe('Victoire des Lions en prolongation')
  })

  it('says a game was won in overtime, or drawn after it', () => {
    expect(matchOutcome(game({ overtime: true }), fr)).toBe('Victoire du Brasier en prolongation')
    const drawn = game({ overtime: true, away: { name: 'Le Brasier' } })
    expect(matchOutcome(drawn, en)).toBe('Draw after overtime')
  })

  it('says who won by forfeit, and that nobody won a double forfeit', () => {
    const forfeit = game({ home: { name: 'FC Montmorency', forfeit: true } })
    expect(matchOutcome(forfeit, fr)).toBe('Victoire du Brasier par forfait')
    expect(matchOutcome(forfeit, en)).toBe('Le Brasier won by forfeit')
    const both = game({
      home: { name: 'FC Montmorency', forfeit: true },
      away: { name: 'Le Brasier', forfeit: true },
    })
    expect(matchOutcome(both, en)).toBe('Double forfeit, no winner')
  })

  it('says nothing of a game decided in regulation time, or not finished', () => {
    expect(matchOutcome(game({}), fr)).toBeUndefined()
    expect(matchOutcome(game({ status: 'live', overtime: true }), fr)).toBeUndefined()
  })
})

describe('winnerWord', () => {
  it('agrees with a women’s team in French only', () => {
    expect(winnerWord(fr, true)).toBe('Gagnante')
    expect(winnerWord(fr, false)).toBe('Gagnant')
    expect(winnerWord(en, true)).toBe('Winner')
  })
})
