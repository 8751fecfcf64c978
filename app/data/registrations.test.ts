import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { generatePushId } from './league-source.ts'
import {
  CSV_COLUMNS,
  type CsvSeparator,
  csvCell,
  listRegistrations,
  registrationsToCsv,
} from './registrations.ts'

describe('listing registrations', () => {
  it('puts the newest first, by submittedAt or else by push id time', () => {
    const early = generatePushId(Date.parse('2025-09-01T00:00:00Z'))
    const late = generatePushId(Date.parse('2025-12-01T00:00:00Z'))
    const list = listRegistrations({
      [early]: { teamName: 'Early' },
      [late]: { teamName: 'Late' },
      mid: { teamName: 'Mid', submittedAt: '2025-10-15T10:00:00Z' },
      junk: 'not a registration',
    })
    expect(list.map((r) => r.teamName)).toEqual(['Late', 'Mid', 'Early'])
    expect(list[0].submittedAt).toBe('2025-12-01T00:00:00.000Z')
  })

  it("gives a reviewed registration the console's status, the others the one they were saved with", () => {
    const list = listRegistrations(
      { a: { teamName: 'A', status: 'pending' }, b: { teamName: 'B', status: 'pending' } },
      undefined,
      new Map([['a', { status: 'waitlisted' }]]),
    )
    expect(Object.fromEntries(list.map((r) => [r.id, r.status]))).toEqual({
      a: 'waitlisted',
      b: 'pending',
    })
  })

  it('reads submittedAt as epoch milliseconds (new records) or an ISO string (older ones)', () => {
    const list = listRegistrations({
      ms: { teamName: 'Ms', submittedAt: Date.parse('2025-11-02T08:30:00.000Z') },
      iso: { teamName: 'Iso', submittedAt: '2025-11-01T08:30:00.000Z' },
      junk: { teamName: 'Junk', submittedAt: 'yesterday' },
    })
    expect(list.map((r) => [r.teamName, r.submittedAt])).toEqual([
      ['Ms', '2025-11-02T08:30:00.000Z'],
      ['Iso', '2025-11-01T08:30:00.000Z'],
      ['Junk', 'yesterday'],
    ])
  })

  it('accepts players stored as an array or as an object of children', () => {
    const [registration] = listRegistrations({
      a: {
        players: { 0: { firstName: 'Ana' }, 1: { firstName: 'Léa', isCaptain: true } },
        goalkeepers: [{ firstName: 'Kim' }],
      },
    })
    expect(registration.players.map((p) => p.firstName)).toEqual(['Ana', 'Léa'])
    expect(registration.players[1].isCaptain).toBe(true)
    expect(registration.goalkeepers[0]).toEqual({
      firstName: 'Kim',
      lastName: '',
      dob: '',
      tel: '',
      email: '',
      isCaptain: false,
    })
  })

  it('returns nothing for an empty or missing node', () => {
    expect(listRegistrations(null)).toEqual([])
    expect(listRegistrations({})).toEqual([])
    expect(registrationsToCsv([]).split('\r\n')).toHaveLength(2)
  })
})

describe('CSV cells', () => {
  it('quote separators and neutralise formulas but leave phone numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+1 (514) 555-0100')).toBe('+1 (514) 555-0100')
    expect(csvCell('-5')).toBe('-5')
  })

  it('neutralise a formula after a separator, a tab or a line break inside the cell', () => {
    expect(csvCell('a;=WEBSERVICE(A1)')).toBe(`"a;'=WEBSERVICE(A1)"`)
    expect(csvCell('a,@SUM(A1)')).toBe(`"a,'@SUM(A1)"`)
    expect(csvCell('a\t=1+1')).toBe(`"a\t'=1+1"`)
    expect(csvCell('\t=1+1')).toBe(`"'\t'=1+1"`)
    expect(csvCell('a\n-2+3')).toBe(`"a\n'-2+3"`)
    expect(csvCell('a; b')).toBe('"a; b"')
  })
})

describe('the CSV export opened with a real CSV parser', () => {
  const pushId = generatePushId(Date.parse('2025-10-01T12:00:00Z'))
  const hostile = [
    '=HYPERLINK("http://evil.test")',
    'a;=WEBSERVICE(A1)',
    'a,+cmd|calc',
    'tab\t@SUM(A1)',
    'line\r\n-2+3',
    '@x;-y,=z',
  ]
  const list = listRegistrations({
    [pushId]: {
      status: 'pending',
      submittedAt: '2025-10-01T12:00:00.000Z',
      seasonId: '2025W',
      season: '2025W',
      division: 'W1',
      name: hostile[0],
      phone: '+1 514 555-0100',
      teamName: hostile[1],
      jerseyColor: hostile[2],
      pastLeague: hostile[3],
      notes: hostile[4],
      unavailableDays: hostile[5],
      players: [{ firstName: '=1+1', lastName: 'Lima', tel: '-514 555-0101', email: 'a@b.org' }],
    },
  })

  /** A spreadsheet reading a cell: a formula character at its start, or after a split on the other separator. */
  function runnable(cell: string, other: string): boolean {
    return cell.split(new RegExp(`[${other}\t\r\n]`)).some((part) => /^[=+\-@]/.test(part))
  }

  it.each<[CsvSeparator, string]>([
    [',', ';'],
    [';', ','],
  ])(
    'with %s as separator: one row per person, ids exact, no cell a spreadsheet would run',
    (separator, other) => {
      const rows = parse(registrationsToCsv(list, { separator }), {
        delimiter: separator,
        columns: true,
      }) as Array<Record<string, string>>
      expect(rows).toHaveLength(1)
      const [row] = rows
      expect(Object.keys(row!)).toEqual([...CSV_COLUMNS])
      expect(row!.registrationId).toBe(pushId)
      expect(row!.seasonId).toBe('2025W')
      expect(row!.division).toBe('W1')
      expect(row!.contactPhone).toBe('+1 514 555-0100')
      expect(row!.tel).toBe('-514 555-0101')
      // The hostile text is all there, only an apostrophe added before each formula character.
      expect(row!.teamName).toBe("a;'=WEBSERVICE(A1)")
      expect(row!.notes).toBe("line\r\n'-2+3")
      for (const [column, cell] of Object.entries(row!)) {
        // Exact ids and plain phone numbers: nothing a spreadsheet can run, even after a `-`.
        if (['registrationId', 'tel', 'contactPhone'].includes(column)) continue
        expect(runnable(cell, other), `${column}: ${cell}`).toBe(false)
        expect(runnable(cell, separator), `${column}: ${cell}`).toBe(false)
      }
      expect(
        hostile.every((text) =>
          Object.values(row!).some((cell) => cell.replace(/'/g, '') === text.replace(/'/g, '')),
        ),
      ).toBe(true)
    },
  )

  it('guards an id column that does not hold an id', () => {
    const [row] = parse(registrationsToCsv(listRegistrations({ x: { seasonId: '=cmd()' } })), {
      columns: true,
    }) as Array<Record<string, string>>
    expect(row!.seasonId).toBe("'=cmd()")
  })
})
