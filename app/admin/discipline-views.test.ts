import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate, readLeague, setFinePayment } from '~/league/index.ts'
import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'

import { disciplineView } from './discipline-views.ts'

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
