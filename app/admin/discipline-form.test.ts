import { describe, expect, it } from 'vitest'

import { parseDiscipline } from './discipline-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const errorsOf = (submission: ReturnType<typeof parseDiscipline>) =>
  submission.status === 'success' ? {} : (submission.error ?? {})

const SUSPENSION = { playerId: 'P100', offence: 'Carton rouge', games: '2', asOf: '2026-11-26' }

describe('the suspension form', () => {
  it('accepts a player, a reason, games and the date, the return date and fine optional', () => {
    const submission = parseDiscipline('suspend', form({ ...SUSPENSION, fine: '15.50' }))
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      playerId: 'P100',
      offence: 'Carton rouge',
      games: 2,
      asOf: '2026-11-26',
      fine: 15.5,
    })
  })

  it.each([
    ['no player', { playerId: '' }, 'playerId', 'required'],
    ['no reason', { offence: '  ' }, 'offence', 'required'],
    ['no game', { games: '0' }, 'games', 'games'],
    ['part of a game', { games: '1.5' }, 'games', 'games'],
    ['more games than a season has', { games: '31' }, 'games', 'games'],
    ['a date that is not one', { asOf: '26/11/2026' }, 'asOf', 'date'],
    ['a return before the suspension', { returnDate: '2026-11-01' }, 'returnDate', 'returnBefore'],
    ['a fine in fractions of a cent', { fine: '10.005' }, 'fine', 'amount'],
    ['a negative fine', { fine: '-5' }, 'fine', 'amount'],
  ])('refuses %s', (_case, change, field, code) => {
    const submission = parseDiscipline('suspend', form({ ...SUSPENSION, ...change }))
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)[field]).toBe(code)
  })
})

describe('the fine form', () => {
  it('accepts a team, an amount, a note and a payment status', () => {
    const submission = parseDiscipline(
      'fine',
      form({ teamId: 'T10', amount: '100', notes: 'Forfait', paymentStatus: 'Unpaid' }),
    )
    expect(submission.status === 'success' && submission.value).toEqual({
      teamId: 'T10',
      amount: 100,
      notes: 'Forfait',
      paymentStatus: 'Unpaid',
    })
  })

  it.each([
    ['no amount', { amount: '' }, 'amount', 'required'],
    ['a zero amount', { amount: '0' }, 'amount', 'amount'],
    ['more than the guard', { amount: '10000.01' }, 'amount', 'amount'],
    ['a status the data does not know', { paymentStatus: 'Waived' }, 'paymentStatus', 'status'],
  ])('refuses %s', (_case, change, field, code) => {
    const submission = parseDiscipline(
      'fine',
      form({ teamId: 'T10', amount: '100', paymentStatus: 'Unpaid', ...change }),
    )
    expect(errorsOf(submission)[field]).toBe(code)
  })
})
