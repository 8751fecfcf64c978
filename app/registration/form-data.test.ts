import { describe, expect, it } from 'vitest'

import { errorKey, formFields, honeypotFilled, rowFieldName } from './form-data.ts'
import { emptyPersonRow, parseRegistration } from './schema.ts'

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

const TODAY = '2026-01-14'

/** What Conform and the schema make of a post, valid or not. */
function read(data: FormData) {
  return parseRegistration(formFields(data), { today: TODAY }).payload as Record<string, unknown>
}

describe('reading the posted form', () => {
  it('reads the contact, team and terms fields as typed', () => {
    const payload = read(
      form([
        ['name', ' Julie '],
        ['phone', '514 555-0123'],
        ['email', 'julie@example.org'],
        ['season', '2025W'],
        ['division', 'M1'],
        ['teamName', 'Les Lions'],
        ['jerseyColor', 'Rouge'],
        ['pastLeague', 'LSI'],
        ['unavailableDays', 'Vendredi'],
        ['notes', 'Merci'],
        ['terms', 'on'],
      ]),
    )
    expect(payload).toEqual({
      name: ' Julie ',
      phone: '514 555-0123',
      email: 'julie@example.org',
      season: '2025W',
      division: 'M1',
      teamName: 'Les Lions',
      jerseyColor: 'Rouge',
      pastLeague: 'LSI',
      unavailableDays: 'Vendredi',
      notes: 'Merci',
      terms: 'on',
    })
  })

  it('reads roster rows by index, in index order, with the captain box as a boolean', () => {
    const submission = parseRegistration(
      formFields(
        form([
          ['name', 'Julie Roy'],
          ['phone', '514 555-0123'],
          ['email', 'julie@example.org'],
          ['season', '2025W'],
          ['division', 'W1'],
          ['teamName', 'Les Lions'],
          ['terms', 'on'],
          [rowFieldName('players', 1, 'firstName'), 'Sami'],
          [rowFieldName('players', 1, 'lastName'), 'Roy'],
          [rowFieldName('players', 0, 'firstName'), 'Marc'],
          [rowFieldName('players', 0, 'lastName'), 'Roy'],
          [rowFieldName('players', 0, 'isCaptain'), 'on'],
          [rowFieldName('goalkeepers', 0, 'firstName'), 'Léa'],
          [rowFieldName('goalkeepers', 0, 'lastName'), 'Roy'],
        ]),
      ),
      { today: TODAY },
    )
    if (submission.status !== 'success') throw new Error('expected a valid form')
    expect(submission.value.players.map((p) => [p.firstName, p.isCaptain])).toEqual([
      ['Marc', true],
      ['Sami', false],
    ])
    expect(submission.value.goalkeepers[0]).toEqual({
      ...emptyPersonRow(),
      firstName: 'Léa',
      lastName: 'Roy',
    })
  })

  it('ignores unknown fields, files, repeated names and row numbers past two digits', () => {
    const data = form([
      ['players[0].password', 'x'],
      ['players[100].firstName', 'x'],
      ['players[999999999].firstName', 'x'],
      ['admin', '1'],
      ['teamName', 'First'],
      ['teamName', 'Second'],
    ])
    data.append('name', new Blob(['x']), 'x.txt')
    expect([...formFields(data).entries()]).toEqual([['teamName', 'First']])
  })

  it('cuts a value echoed back to 4000 characters', () => {
    expect(formFields(form([['notes', 'x'.repeat(5000)]])).get('notes')).toHaveLength(4000)
  })

  it('names a row field for the input and for the error map', () => {
    expect(rowFieldName('goalkeepers', 2, 'dob')).toBe('goalkeepers[2].dob')
    expect(errorKey('goalkeepers[2].dob')).toBe('goalkeepers.2.dob')
    expect(errorKey('teamName')).toBe('teamName')
  })

  it('sees a filled honeypot', () => {
    expect(honeypotFilled(form([['website', 'http://spam.example']]))).toBe(true)
    expect(honeypotFilled(form([['website', '  ']]))).toBe(false)
    expect(honeypotFilled(form([]))).toBe(false)
  })
})

describe('the row and reset buttons (Conform intents)', () => {
  const intent = (type: string, payload: Record<string, unknown>): [string, string] => [
    '__intent__',
    JSON.stringify({ type, payload }),
  ]

  it('adds a blank row after the others', () => {
    const submission = parseRegistration(
      formFields(
        form([
          [rowFieldName('players', 0, 'firstName'), 'A'],
          intent('insert', { name: 'players' }),
        ]),
      ),
      { today: TODAY },
    )
    expect(submission.status).toBeUndefined()
    expect(submission.payload.players).toEqual([{ firstName: 'A' }, undefined])
  })

  it('removes the row asked for and keeps the others', () => {
    const submission = parseRegistration(
      formFields(
        form([
          [rowFieldName('goalkeepers', 0, 'firstName'), 'A'],
          [rowFieldName('goalkeepers', 1, 'firstName'), 'B'],
          intent('remove', { name: 'goalkeepers', index: 0 }),
        ]),
      ),
      { today: TODAY },
    )
    expect(submission.payload.goalkeepers).toEqual([{ firstName: 'B' }])
  })
})
