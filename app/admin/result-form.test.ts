import { describe, expect, it } from 'vitest'

import { parseResultSheet, toGameResult } from './result-form.ts'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseResultSheet(form(fields))
  return submission.status === 'success' ? {} : submission.error
}

describe('the result sheet', () => {
  it('reads a score, the players present and their figures', () => {
    const submission = parseResultSheet(
      form({
        csrf: 'ignored',
        homeScore: '2',
        awayScore: '1',
        forfeit: '',
        'home[0].id': 'P100',
        'home[0].played': 'on',
        'home[0].goals': '2',
        'home[0].red': '1',
        'home[1].id': 'P101',
        'home[1].played': 'on',
        'home[2].id': 'P102',
        'away[0].id': 'P110',
        'away[0].goals': '1',
      }),
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(toGameResult(submission.value, new Set(['P101']))).toEqual({
      homeScore: 2,
      awayScore: 1,
      home: {
        players: [{ playerId: 'P100', goals: 2, assists: 0, yellow: 0, red: 1 }],
        keepers: [{ playerId: 'P101', goals: 0, assists: 0, yellow: 0, red: 0 }],
      },
      // Credited with a goal: on the sheet even when not ticked present.
      away: {
        players: [{ playerId: 'P110', goals: 1, assists: 0, yellow: 0, red: 0 }],
        keepers: [],
      },
    })
  })

  it('keeps overtime, a forfeit and a shootout given in full', () => {
    const submission = parseResultSheet(
      form({
        homeScore: '0',
        awayScore: '3',
        overtime: 'on',
        forfeit: 'home',
        homeShootoutGoals: '2',
        awayShootoutGoals: '1',
        homeShootoutAttempts: '3',
        awayShootoutAttempts: '3',
      }),
    )
    if (submission.status !== 'success') throw new Error('refused')
    expect(toGameResult(submission.value, new Set())).toMatchObject({
      overtime: true,
      forfeit: 'home',
      shootout: { homeGoals: 2, awayGoals: 1, homeAttempts: 3, awayAttempts: 3 },
    })
  })

  it.each([
    [{ awayScore: '1' }, { homeScore: 'required' }],
    [{ homeScore: 'deux', awayScore: '1' }, { homeScore: 'count' }],
    [{ homeScore: '-1', awayScore: '1' }, { homeScore: 'count' }],
    [{ homeScore: '1.5', awayScore: '1' }, { homeScore: 'count' }],
    [{ homeScore: '100', awayScore: '1' }, { homeScore: 'count' }],
  ])('refuses a score that is not a count: %j', (fields, errors) => {
    expect(errorsOf(fields)).toMatchObject(errors)
  })

  it('asks for all four shootout figures or none, and no more goals than attempts', () => {
    expect(errorsOf({ homeScore: '1', awayScore: '1', homeShootoutGoals: '2' })).toMatchObject({
      awayShootoutGoals: 'shootout',
      homeShootoutAttempts: 'shootout',
      awayShootoutAttempts: 'shootout',
    })
    expect(
      errorsOf({
        homeScore: '1',
        awayScore: '1',
        homeShootoutGoals: '4',
        awayShootoutGoals: '1',
        homeShootoutAttempts: '3',
        awayShootoutAttempts: '3',
      }),
    ).toMatchObject({ homeShootoutGoals: 'shootoutGoals' })
  })

  it("refuses players' goals above their team's score, and a figure that is not a count", () => {
    expect(
      errorsOf({ homeScore: '1', awayScore: '0', 'home[0].id': 'P1', 'home[0].goals': '2' }),
    ).toMatchObject({ homeScore: 'goalsOverScore' })
    expect(
      errorsOf({ homeScore: '1', awayScore: '0', 'home[0].id': 'P1', 'home[0].red': 'x' }),
    ).toMatchObject({ 'home[0].red': 'count' })
  })
})
