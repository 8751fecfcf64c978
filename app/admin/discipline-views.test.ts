import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate, readLeague, setFinePayment } from '~/league/index.ts'
import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'

import { disciplineView, suspensionPrefill } from './discipline-views.ts'

describe('the discipline page view', () => {
  it('lists the suspended players and the fines still to collect, in the page language', () => {
    const view = disciplineView(readLeague(exampleLeagueTree()), '2025-11-20', 'fr')!
    expect(view.suspensions.map((row) => row.player)).toEqual(['Sami Haddad'])
    expect(view.openFines).toMatchObject([{ id: 'f1', status: 'Unpaid', amount: '15,00 $' }])
    expect(view.paidFines).toEqual([])
    expect(view.players.flatMap((group) => group.options.map((o) => o.id))).toContain('P100')
  })

  it('folds a paid fine away from the ones to collect', () => {
    const outcome = setFinePayment(exampleLeagueTree(), 'f1', 'Paid', '2025-11-21')
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
    const tree = applyLeagueUpdate(exampleLeagueTree(), outcome.update)
    const view = disciplineView(readLeague(tree), '2025-11-21', 'en')!
    expect(view.openFines).toEqual([])
    expect(view.paidFines.map((fine) => fine.id)).toEqual(['f1'])
  })
})

describe('the suspension offered after a red card', () => {
  const view = disciplineView(readLeague(exampleLeagueTree()), '2025-11-20', 'fr')!
  const prefill = (query: string) => suspensionPrefill(new URLSearchParams(query), view)

  it('fills the form with the player, the games and the fine the rules call for', () => {
    expect(prefill('player=P100&games=2&fine=30&offence=Carton+rouge')).toEqual({
      playerId: 'P100',
      games: '2',
      fine: '30',
      offence: 'Carton rouge',
    })
  })

  it('keeps only what the form would take, and nothing for a player not on the roster', () => {
    expect(prefill('player=P100&games=0&fine=lots')).toEqual({ playerId: 'P100' })
    expect(prefill('player=NOPE&games=1')).toBeUndefined()
    expect(prefill('')).toBeUndefined()
  })
})
