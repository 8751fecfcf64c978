import { describe, expect, it } from 'vitest'

import { paymentStatusLabel } from './discipline-view.ts'

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
