import { describe, expect, it } from 'vitest'

import { paymentStatusLabel, toFineView } from './discipline-view.ts'

describe('paymentStatusLabel', () => {
  it.each([
    ['Paid', 'fr', 'Payée'],
    ['Unpaid', 'fr', 'Impayée'],
    ['unpaid', 'en', 'Unpaid'],
    ['Payée', 'en', 'Paid'],
    ['Pending', 'fr', 'En attente'],
    ['Waived', 'fr', 'Waived'],
    [undefined, 'fr', undefined],
  ] as const)('shows the status %s in %s as %s', (status, lang, expected) => {
    expect(paymentStatusLabel(status, lang)).toBe(expected)
  })
})

describe('a fine’s note', () => {
  const context = { teamNames: new Map<string, string>() }

  it('is the operator’s English on an English page, else the French marked as such', () => {
    const both = { id: 'f', notes: 'Forfait', notesEn: 'Forfeit' }
    expect(toFineView(both, context, 'en').notes).toBe('Forfeit')
    expect(toFineView(both, context, 'fr').notes).toBe('Forfait')
    expect(toFineView({ id: 'f', notes: 'Forfait' }, context, 'en').notes).toBe(
      'Forfait (in French)',
    )
  })
})
