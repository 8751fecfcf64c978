/**
 * Export of submitted team registrations (`npm run registrations`): the `RegisterTeamForm` node as
 * a list, newest first, in JSON or CSV. Pure: no I/O.
 */
import { PUSH_CHARS, isPlainObject, pushIdTime } from './league-source.ts'

export type RegistrationPerson = {
  firstName: string
  lastName: string
  dob: string
  tel: string
  email: string
  isCaptain: boolean
}

export type ExportedRegistration = {
  id: string
  submittedAt: string | undefined
  players: RegistrationPerson[]
  goalkeepers: RegistrationPerson[]
  [field: string]: unknown
}

function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

function people(value: unknown): RegistrationPerson[] {
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

/** Milliseconds of a submittedAt value (ISO string or epoch ms), else of the push id. */
function submittedTime(record: Record<string, unknown>, id: string): number {
  const value = record.submittedAt
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value)
  return isPushId(id) ? pushIdTime(id) : 0
}

/** The registrations under a RegisterTeamForm node, newest first. */
export function listRegistrations(node: unknown): ExportedRegistration[] {
  if (!isPlainObject(node)) return []
  return Object.entries(node)
    .filter((entry): entry is [string, Record<string, unknown>] => isPlainObject(entry[1]))
    .map(([id, record]) => ({ id, record, time: submittedTime(record, id) }))
    .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id, record, time }) => ({
      ...record,
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

/** Registration-level CSV columns, then one person per row (role, name, …). */
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
  'role',
  'firstName',
  'lastName',
  'dob',
  'tel',
  'email',
  'isCaptain',
] as const

/**
 * One CSV cell: quoted when needed (RFC 4180). A value a spreadsheet would run as a formula
 * (=, +, -, @ first) is prefixed with an apostrophe, except plain phone numbers and numbers.
 */
export function csvCell(value: string): string {
  let cell = value
  if (/^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().-]+$/.test(cell)) cell = `'${cell}`
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** CSV with one row per player or goalkeeper (a registration with none still gets one row). */
export function registrationsToCsv(list: ExportedRegistration[]): string {
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
    ]
    const members: Array<[string, RegistrationPerson]> = [
      ...registration.players.map((p) => ['player', p] as [string, RegistrationPerson]),
      ...registration.goalkeepers.map((p) => ['goalkeeper', p] as [string, RegistrationPerson]),
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
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
