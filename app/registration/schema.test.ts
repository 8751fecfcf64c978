import { describe, expect, it } from 'vitest'

import { LIMITS, MAX_GOALKEEPERS, MAX_PLAYERS } from './limits.ts'
import {
  type PersonRowValues,
  type RegistrationFormValues,
  cleanText,
  emptyPersonRow,
  isCalendarDate,
  isValidEmail,
  isValidPhone,
  problemKind,
  validateRegistration,
} from './schema.ts'

const TODAY = '2026-01-14'

function person(overrides: Partial<PersonRowValues> = {}): PersonRowValues {
  return {
    firstName: 'Marc',
    lastName: 'Tremblay',
    dob: '1990-05-01',
    tel: '514 555-0123',
    email: 'marc@example.org',
    isCaptain: false,
    ...overrides,
  }
}

function valid(overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues {
  return {
    name: 'Julie Roy',
    phone: '(450) 555-0199',
    email: 'julie@example.org',
    season: '2025W',
    division: 'M1',
    teamName: 'Les Lions',
    jerseyColor: '',
    pastLeague: '',
    unavailableDays: '',
    notes: '',
    terms: true,
    players: [
      person({ isCaptain: true }),
      person({ firstName: 'Sami', lastName: 'Haddad', dob: '', tel: '', email: '' }),
    ],
    goalkeepers: [person({ firstName: 'Julien', lastName: 'Roy' })],
    ...overrides,
  }
}

function errorsOf(values: unknown) {
  const result = validateRegistration(values, { today: TODAY })
  if (result.ok) throw new Error('expected the values to be refused')
  return result
}

describe('the registration schema accepts', () => {
  it.each<[string, Partial<RegistrationFormValues>]>([
    ['a complete registration', {}],
    [
      'a registration with every optional field left empty and no roster rows',
      { players: [], goalkeepers: [] },
    ],
    ['no captain at all (the captain is optional)', { players: [person()] }],
    [
      'optional team fields at their maximum length',
      {
        jerseyColor: 'x'.repeat(LIMITS.jerseyColor),
        pastLeague: 'x'.repeat(LIMITS.pastLeague),
        unavailableDays: 'x'.repeat(LIMITS.unavailableDays),
        notes: 'x'.repeat(LIMITS.notes),
      },
    ],
    [
      'names at their maximum length',
      { name: 'n'.repeat(LIMITS.personName), teamName: 't'.repeat(LIMITS.teamName) },
    ],
    [
      'an e-mail of exactly 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org` },
    ],
    ['a phone number with an extension', { phone: '+1 514-555-0123 poste 42' }],
    [
      `${MAX_PLAYERS} players and no goalkeeper`,
      { players: Array.from({ length: MAX_PLAYERS }, () => person()), goalkeepers: [] },
    ],
    [
      `${MAX_GOALKEEPERS} goalkeepers`,
      { players: [], goalkeepers: Array.from({ length: MAX_GOALKEEPERS }, () => person()) },
    ],
    [
      'blank roster rows, which are ignored',
      { players: [person(), emptyPersonRow(), emptyPersonRow()] },
    ],
    [
      'a player without date of birth, phone or e-mail',
      { players: [person({ dob: '', tel: '', email: '' })] },
    ],
    ['a date of birth of today', { players: [person({ dob: TODAY })] }],
    [
      'a date of birth typed with slashes, year first',
      { players: [person({ dob: '1990/05/01' })] },
    ],
    ['the terms box posted as "on"', { terms: 'on' as unknown as boolean }],
  ])('%s', (_, overrides) => {
    expect(validateRegistration(valid(overrides), { today: TODAY }).ok).toBe(true)
  })
})

describe('the registration schema refuses', () => {
  it.each<[string, Partial<RegistrationFormValues>, string, string]>([
    ['an unticked terms box', { terms: false }, 'terms', 'terms'],
    ['a missing contact name', { name: '   ' }, 'name', 'required'],
    ['a missing contact phone', { phone: '' }, 'phone', 'required'],
    ['a missing contact e-mail', { email: '' }, 'email', 'required'],
    ['a missing team name', { teamName: '' }, 'teamName', 'required'],
    ['a missing season', { season: '' }, 'season', 'required'],
    ['a missing division', { division: '' }, 'division', 'required'],
    ['a malformed contact e-mail', { email: 'julie@' }, 'email', 'email'],
    [
      'a contact e-mail longer than 254 characters',
      { email: `${'a'.repeat(250)}@b.org` },
      'email',
      'tooLong',
    ],
    ['a phone number with letters', { phone: 'call me maybe' }, 'phone', 'phone'],
    ['a phone number with too few digits', { phone: '555-12' }, 'phone', 'phone'],
    ['a phone number longer than 30 characters', { phone: '5'.repeat(31) }, 'phone', 'tooLong'],
    ['a contact name longer than 80 characters', { name: 'n'.repeat(81) }, 'name', 'tooLong'],
    ['a team name longer than 80 characters', { teamName: 't'.repeat(81) }, 'teamName', 'tooLong'],
    [
      'a jersey colour longer than 40 characters',
      { jerseyColor: 'x'.repeat(41) },
      'jerseyColor',
      'tooLong',
    ],
    [
      'a past league longer than 120 characters',
      { pastLeague: 'x'.repeat(121) },
      'pastLeague',
      'tooLong',
    ],
    [
      'unavailable days longer than 500 characters',
      { unavailableDays: 'x'.repeat(501) },
      'unavailableDays',
      'tooLong',
    ],
    ['notes longer than 2000 characters', { notes: 'x'.repeat(2001) }, 'notes', 'tooLong'],
    ['a season id longer than 64 characters', { season: 's'.repeat(65) }, 'season', 'tooLong'],
    [
      `more than ${MAX_PLAYERS} player rows`,
      { players: Array.from({ length: MAX_PLAYERS + 1 }, () => person()), goalkeepers: [] },
      'players',
      'tooManyRows',
    ],
    [
      `more than ${MAX_GOALKEEPERS} goalkeeper rows`,
      { goalkeepers: Array.from({ length: MAX_GOALKEEPERS + 1 }, () => person()) },
      'goalkeepers',
      'tooManyRows',
    ],
    [
      'a roster of more than 18 people',
      { players: Array.from({ length: 17 }, () => person()), goalkeepers: [person(), person()] },
      'players',
      'roster',
    ],
    [
      'a player row without a last name',
      { players: [person({ lastName: '' })] },
      'players.0.lastName',
      'required',
    ],
    [
      'a player row with only an e-mail',
      { players: [{ ...emptyPersonRow(), email: 'a@b.org' }] },
      'players.0.firstName',
      'required',
    ],
    [
      'a ticked captain box on an empty row',
      { players: [{ ...emptyPersonRow(), isCaptain: true }] },
      'players.0.firstName',
      'required',
    ],
    [
      'a goalkeeper row without a first name',
      { goalkeepers: [person({ firstName: '' })] },
      'goalkeepers.0.firstName',
      'required',
    ],
    [
      'a player e-mail that is not an address',
      { players: [person({ email: 'marc at example' })] },
      'players.0.email',
      'email',
    ],
    [
      'a player phone that is not a number',
      { players: [person({ tel: 'n/a' })] },
      'players.0.tel',
      'phone',
    ],
    [
      'a date of birth that does not exist',
      { players: [person({ dob: '2001-02-30' })] },
      'players.0.dob',
      'date',
    ],
    [
      'a date of birth in another format',
      { players: [person({ dob: '01/05/1990' })] },
      'players.0.dob',
      'date',
    ],
    [
      'a date of birth in the future',
      { players: [person({ dob: '2026-01-15' })] },
      'players.0.dob',
      'dateRange',
    ],
    [
      'a date of birth before 1900',
      { players: [person({ dob: '1899-12-31' })] },
      'players.0.dob',
      'dateRange',
    ],
    [
      'a player first name longer than 80 characters',
      { players: [person({ firstName: 'f'.repeat(81) })] },
      'players.0.firstName',
      'tooLong',
    ],
    [
      'two captains',
      { players: [person({ isCaptain: true }), person({ isCaptain: true })] },
      'players.1.isCaptain',
      'oneCaptain',
    ],
  ])('%s', (_, overrides, path, code) => {
    const result = errorsOf(valid(overrides))
    expect(result.errors[path]?.code).toBe(code)
  })

  it('reports the maximum with a length error', () => {
    expect(errorsOf(valid({ notes: 'x'.repeat(2001) })).errors.notes).toEqual({
      code: 'tooLong',
      max: 2000,
    })
  })

  it('refuses something that is not a form at all', () => {
    expect(validateRegistration(null).ok).toBe(false)
    expect(validateRegistration({}).ok).toBe(false)
  })
})

describe('a valid registration comes out', () => {
  it('trimmed, with blank rows dropped', () => {
    const result = validateRegistration(
      valid({
        name: '  Julie Roy  ',
        teamName: ' Les Lions\n',
        players: [emptyPersonRow(), person({ firstName: ' Marc ' })],
      }),
      { today: TODAY },
    )
    if (!result.ok) throw new Error('expected a valid registration')
    expect(result.data.name).toBe('Julie Roy')
    expect(result.data.teamName).toBe('Les Lions')
    expect(result.data.players).toHaveLength(1)
    expect(result.data.players[0]!.firstName).toBe('Marc')
  })

  it('with goalkeepers never captain, whatever was posted', () => {
    const result = validateRegistration(valid({ goalkeepers: [person({ isCaptain: true })] }), {
      today: TODAY,
    })
    if (!result.ok) throw new Error('expected a valid registration')
    expect(result.data.goalkeepers[0]!.isCaptain).toBe(false)
  })

  it('with line breaks kept in notes, counted as one character each', () => {
    const notes = `${'x'.repeat(999)}\r\n${'y'.repeat(1000)}`
    const result = validateRegistration(valid({ notes }), { today: TODAY })
    if (!result.ok) throw new Error('expected a valid registration')
    expect(result.data.notes).toBe(`${'x'.repeat(999)}\n${'y'.repeat(1000)}`)
  })
})

describe('validation time stays linear in the input', () => {
  const TOP_FIELDS = [
    'name',
    'phone',
    'email',
    'season',
    'division',
    'teamName',
    'jerseyColor',
    'pastLeague',
    'unavailableDays',
    'notes',
  ] as const
  const ROW_FIELDS = ['firstName', 'lastName', 'dob', 'tel', 'email'] as const
  // Plain letters, the phone pattern's old worst case (a digit, spaces, a letter), and an
  // almost-address: each the size of a whole form body and more.
  const HUGE = [
    'a'.repeat(100_000),
    `1${' '.repeat(99_998)}a`,
    `${'a.'.repeat(49_990)}@example.org`,
  ]

  function slowest(values: () => RegistrationFormValues): number {
    let worst = 0
    // The best of five runs: a busy machine, a timer tick or a collection must not fail the test.
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      const result = validateRegistration(values(), { today: TODAY })
      const elapsed = performance.now() - started
      expect(result.ok).toBe(false)
      worst = run === 0 ? elapsed : Math.min(worst, elapsed)
    }
    return worst
  }

  it.each(TOP_FIELDS)('refuses a 100 000-character %s in under 5 ms, as too long', (field) => {
    validateRegistration(valid(), { today: TODAY }) // warm up
    for (const huge of HUGE) {
      expect(slowest(() => valid({ [field]: huge }))).toBeLessThan(5)
      expect(errorsOf(valid({ [field]: huge })).errors[field]?.code).toBe('tooLong')
    }
  })

  it.each(ROW_FIELDS)('refuses a 100 000-character %s of a roster row in under 5 ms', (field) => {
    validateRegistration(valid(), { today: TODAY })
    for (const huge of HUGE) {
      const players = [person({ [field]: huge })]
      expect(slowest(() => valid({ players }))).toBeLessThan(5)
      expect(errorsOf(valid({ players })).errors[`players.0.${field}`]?.code).toMatch(
        /^(tooLong|date)$/,
      )
    }
  })

  it('refuses a form with every field of every row at 100 000 characters in under 50 ms', () => {
    const huge = `1${' '.repeat(99_998)}a`
    const row = person({ firstName: huge, lastName: huge, dob: huge, tel: huge, email: huge })
    const values = valid({
      ...Object.fromEntries(TOP_FIELDS.map((field) => [field, huge])),
      players: Array.from({ length: MAX_PLAYERS }, () => row),
      goalkeepers: Array.from({ length: MAX_GOALKEEPERS }, () => row),
    })
    expect(slowest(() => values)).toBeLessThan(50)
  })

  it('checks phone numbers and addresses of any length in linear time', () => {
    const started = performance.now()
    expect(isValidPhone(`1${' '.repeat(99_998)}a`)).toBe(false)
    expect(isValidPhone(`1${' '.repeat(99_998)}x 12`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(99_990)}@b`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(5)
  })
})

describe('names come out without invisible format characters', () => {
  it.each([
    ['a right-to-left override', 'Les Lions\u202Eserèivaf'],
    ['bidi isolates and embeddings', '\u2066Les\u2069 \u202ALions\u202C'],
    ['zero-width spaces and joiners', 'Les\u200B Li\u200Dons\uFEFF'],
  ])('strips %s from team and person names', (_, dirty) => {
    const result = validateRegistration(
      valid({ teamName: dirty, name: dirty, players: [person({ firstName: dirty })] }),
      { today: TODAY },
    )
    if (!result.ok) throw new Error('expected a valid registration')
    for (const value of [result.data.teamName, result.data.name, result.data.players[0]!.firstName])
      expect(value).toMatch(/^[\p{L}\p{Zs}]+$/u)
  })

  it('keeps accented letters and apostrophes as typed', () => {
    const result = validateRegistration(valid({ teamName: 'L’Étoile de Côte-Vertu' }), {
      today: TODAY,
    })
    expect(result.ok && result.data.teamName).toBe('L’Étoile de Côte-Vertu')
  })
})

describe('the toast of a refused registration', () => {
  it('is "Missing required fields" when fields are missing, even with the terms box unticked', () => {
    expect(errorsOf(valid({ terms: false, name: '' })).problem).toBe('missing')
  })

  it('is "Agreement required" when the terms box is all that is left', () => {
    expect(errorsOf(valid({ terms: false })).problem).toBe('terms')
  })

  it('is "Missing required fields" when a required field is empty', () => {
    expect(errorsOf(valid({ teamName: '', email: 'bad' })).problem).toBe('missing')
  })

  it('is the general "check the form" when everything is there but something is wrong', () => {
    expect(errorsOf(valid({ email: 'bad' })).problem).toBe('invalid')
    expect(problemKind({})).toBe('invalid')
  })
})

describe('field helpers', () => {
  it.each([
    ['514 555-0123', true],
    ['+1 (450) 555-0199', true],
    ['514.555.0123 x12', true],
    ['5145550123', true],
    ['555', false],
    ['1234567890123456', false],
    ['514-555-abcd', false],
  ])('reads %s as a phone number: %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected)
  })

  it.each([
    ['julie@example.org', true],
    ["o'neil+ligue@sub.example.qc.ca", true],
    ['a@b.co', true],
    ['julie@', false],
    ['@example.org', false],
    ['julie@example', false],
    ['.julie@example.org', false],
    ['ju..lie@example.org', false],
    ['julie@-example.org', false],
    ['julie@exa_mple.org', false],
    ['ju lie@example.org', false],
  ])('reads %s as an e-mail address: %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected)
  })

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-1', false],
  ])('reads %s as a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
  })

  it('removes control characters from multi-line text', () => {
    expect(cleanText('  a\u0007b\r\nc  ')).toBe('ab\nc')
  })
})
