import { describe, expect, it } from 'vitest'

import { movesGame, parseCallOffForm, parseMoveForm } from './schedule-form.ts'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const outcome = <T>(submission: { status?: string; value?: T; error?: unknown }) =>
  submission.status === 'success' ? { value: submission.value } : { error: submission.error }

describe('a move checked for clashes', () => {
  const current = { date: '2026-10-04', time: '19:30', field: 'Laval 1' }

  it.each([
    ['another day', { date: '2026-10-11', time: '19:30', field: 'Laval 1' }],
    ['another time the same day', { date: '2026-10-04', time: '21:00', field: 'Laval 1' }],
    [
      'another field the same day and time',
      { date: '2026-10-04', time: '19:30', field: 'Laval 2' },
    ],
    ['a time to be confirmed', { date: '2026-10-04', field: 'Laval 1' }],
  ])('is one that changes the game to %s', (_name, move) => {
    expect(movesGame(current, move)).toBe(true)
  })

  it('is not one that keeps its day, time and field', () => {
    expect(movesGame(current, { ...current })).toBe(false)
    expect(movesGame({ date: '2026-10-04', time: '', field: '' }, { date: '2026-10-04' })).toBe(
      false,
    )
  })
})

describe('the move form', () => {
  it.each([
    [
      'a day, a time and a field',
      { date: '2026-10-04', time: '19:30', field: 'Laval 1', csrf: 'x', intent: 'move' },
      { value: { date: '2026-10-04', time: '19:30', field: 'Laval 1' } },
    ],
    [
      'a day alone: time and field to be confirmed',
      { date: '2026-10-04', time: '', field: '' },
      { value: { date: '2026-10-04' } },
    ],
    [
      'a day confirmed despite a team already playing then',
      { date: '2026-10-04', clashConfirmed: 'on' },
      { value: { date: '2026-10-04', clashConfirmed: true } },
    ],
    ['no day', { time: '19:30' }, { error: { date: 'required' } }],
    ['a day that does not exist', { date: '2026-02-30' }, { error: { date: 'date' } }],
    ['a day in another form', { date: 'Oct 4, 2026' }, { error: { date: 'date' } }],
    ['a time past midnight', { date: '2026-10-04', time: '24:10' }, { error: { time: 'time' } }],
    ['a time in words', { date: '2026-10-04', time: 'evening' }, { error: { time: 'time' } }],
  ])('%s', (_name, fields, expected) => {
    expect(outcome(parseMoveForm(form(fields)))).toEqual(expected)
  })
})

describe('the call-off form', () => {
  it.each([
    [
      'postponed with a reason (trimmed)',
      { status: 'postponed', reason: '  Ice closed ' },
      { value: { status: 'postponed', reason: 'Ice closed' } },
    ],
    [
      'cancelled with a reason',
      { status: 'cancelled', reason: 'Team withdrew' },
      { value: { status: 'cancelled', reason: 'Team withdrew' } },
    ],
    ['no status', { reason: 'Snow' }, { error: { status: 'required' } }],
    [
      'a status that is none',
      { status: 'delayed', reason: 'Snow' },
      { error: { status: 'required' } },
    ],
    ['no reason', { status: 'postponed', reason: '   ' }, { error: { reason: 'required' } }],
    [
      'a reason past 200 characters',
      { status: 'postponed', reason: 'x'.repeat(201) },
      { error: { reason: 'reasonLong' } },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(outcome(parseCallOffForm(form(fields)))).toEqual(expected)
  })
})
