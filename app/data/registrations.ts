// `npm run registrations`. Pure: no I/O.
import type { PersonRowValues } from '../registration/form-values.ts'

import { PUSH_CHARS, isPlainObject, pushIdTime } from './league-source.ts'

export type ExportedRegistration = {
  id: string
  submittedAt: string | undefined
  players: PersonRowValues[]
  goalkeepers: PersonRowValues[]
  [field: string]: unknown
}

function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

function people(value: unknown): PersonRowValues[] {
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : []
  return items.filter(isPlainObject).map((person) => ({
    firstName: text(person.firstName),
    lastName: text(person.lastName),
    dob: text(person.dob),
    tel: text(person.tel),
    email: text(person.email),
    isCaptain: person.isCaptain === true || person.isCaptain === 'true' || person.isCaptain === 1,
  }))
}

function isPushId(id: string): boolean {
  return id.length === 20 && [...id].every((c) => PUSH_CHARS.includes(c))
}

function submittedTime(record: Record<string, unknown>, id: string): number {
  const value = record.submittedAt
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value)
  return isPushId(id) ? pushIdTime(id) : 0
}

export type ConfirmationEmailState = 'sent' | 'pending' | 'expired'

export function listRegistrations(
  node: unknown,
  mail?: ReadonlyMap<string, { status: ConfirmationEmailState }>,
  reviews?: ReadonlyMap<string, { status: string }>,
): ExportedRegistration[] {
  if (!isPlainObject(node)) return []
  return Object.entries(node)
    .filter((entry): entry is [string, Record<string, unknown>] => isPlainObject(entry[1]))
    .map(([id, record]) => ({ id, record, time: submittedTime(record, id) }))
    .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id, record, time }) => ({
      ...record,
      ...(reviews?.has(id) ? { status: reviews.get(id)!.status } : {}),
      ...(mail ? { confirmationEmail: mail.get(id)?.status ?? '' } : {}),
      id,
      submittedAt:
        typeof record.submittedAt === 'string'
          ? record.submittedAt
          : time > 0
            ? new Date(time).toISOString()
            : undefined,
      players: people(record.players),
      goalkeepers: people(record.goalkeepers),
    }))
}

export function registrationsToJson(list: ExportedRegistration[]): string {
  return `${JSON.stringify(list, null, 2)}\n`
}

export const CSV_COLUMNS = [
  'registrationId',
  'submittedAt',
  'status',
  'language',
  'seasonId',
  'season',
  'seasonNameE',
  'seasonNameF',
  'division',
  'divisionNameE',
  'divisionNameF',
  'divisionType',
  'divisionSex',
  'teamName',
  'jerseyColor',
  'pastLeague',
  'unavailableDays',
  'notes',
  'noUniforms',
  'promoCode',
  'contactName',
  'contactPhone',
  'contactEmail',
  'confirmationEmail',
  'role',
  'firstName',
  'lastName',
  'dob',
  'tel',
  'email',
  'isCaptain',
] as const

/** The semicolon is the separator of French locales. */
export type CsvSeparator = ',' | ';'

/** Ids that look like ids are copied exactly, so an exported push id still finds its record. */
const ID_COLUMNS = new Set<string>(['registrationId', 'seasonId', 'season', 'division'])
const SAFE_ID = /^[A-Za-z0-9_-]*$/

const PLAIN_NUMBER = /^[+-]?[\d ().-]+$/
const FORMULA_START = /^[=+\-@\t\r]/
const FORMULA_AFTER_BREAK = /([,;\t\r\n])(?=[=+\-@\t\r])/g

/**
 * CSV injection: a spreadsheet that splits on a separator would run a formula in the middle of a
 * cell.
 */
export function guardFormula(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value
  const inner = value.replace(FORMULA_AFTER_BREAK, "$1'")
  return FORMULA_START.test(inner) ? `'${inner}` : inner
}

/** RFC 4180. */
export function csvCell(value: string, options: { guard?: boolean } = {}): string {
  const cell = options.guard === false ? value : guardFormula(value)
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

export function registrationsToCsv(
  list: ExportedRegistration[],
  { separator = ',' }: { separator?: CsvSeparator } = {},
): string {
  const rows: string[][] = [[...CSV_COLUMNS]]
  for (const registration of list) {
    const r = registration as Record<string, unknown>
    const base = [
      registration.id,
      registration.submittedAt ?? '',
      text(r.status),
      text(r.language),
      text(r.seasonId),
      text(r.season),
      text(r.seasonNameE),
      text(r.seasonNameF),
      text(r.division),
      text(r.divisionNameE),
      text(r.divisionNameF),
      text(r.divisionType),
      text(r.divisionSex),
      text(r.teamName),
      text(r.jerseyColor),
      text(r.pastLeague),
      text(r.unavailableDays),
      text(r.notes),
      text(r.noUniforms),
      text(r.promoCode),
      text(r.name),
      text(r.phone),
      text(r.email),
      text(r.confirmationEmail),
    ]
    const members: Array<[string, PersonRowValues]> = [
      ...registration.players.map((p) => ['player', p] as [string, PersonRowValues]),
      ...registration.goalkeepers.map((p) => ['goalkeeper', p] as [string, PersonRowValues]),
    ]
    if (members.length === 0) rows.push([...base, '', '', '', '', '', '', ''])
    for (const [role, person] of members) {
      rows.push([
        ...base,
        role,
        person.firstName,
        person.lastName,
        person.dob,
        person.tel,
        person.email,
        role === 'player' ? (person.isCaptain ? 'yes' : 'no') : '',
      ])
    }
  }
  const ids = CSV_COLUMNS.map((column) => ID_COLUMNS.has(column))
  const line = (row: string[]) =>
    row
      .map((value, index) => csvCell(value, { guard: !(ids[index] && SAFE_ID.test(value)) }))
      .join(separator)
  return `${rows.map(line).join('\r\n')}\r\n`
}
