// Schedule times are wall-clock times in the league's zone: instants go through the zone database,
// never a fixed offset (docs/product.md#data-rules).
import { TZDate } from '@date-fns/tz'
import type { Lang } from './labels.ts'
import { cleanText, toNumber } from './text.ts'

/** A setter, not a parameter: the zone is fixed for the whole process. */
let leagueZone = 'America/Toronto'

export function leagueTimeZone(): string {
  return leagueZone
}

export function setLeagueTimeZone(zone: string): void {
  if (zone === leagueZone) return
  leagueZone = zone
  instants.clear()
  localDates.clear()
  timeFormats = makeTimeFormats()
}

/** Month is 1-12. */
export interface LocalDate {
  year: number
  month: number
  day: number
}

// prettier-ignore
const MONTHS = new Map<string, number>(
  Object.entries({
  jan: 1, janv: 1, janvier: 1, january: 1,
  feb: 2, fev: 2, fevr: 2, fevrier: 2, february: 2,
  mar: 3, mars: 3, march: 3,
  apr: 4, avr: 4, avril: 4, april: 4,
  may: 5, mai: 5,
  jun: 6, juin: 6, june: 6,
  jul: 7, juil: 7, juillet: 7, july: 7,
  aug: 8, aou: 8, aout: 8, august: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  oct: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, decembre: 12,
  }),
)

function validDate(year: number, month: number, day: number): LocalDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day))
    return undefined
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth ? { year, month, day } : undefined
}

export function leagueDate(instant: Date | number): LocalDate | undefined {
  const ms = instantMs(instant)
  if (ms === undefined) return undefined
  const zoned = new TZDate(ms, leagueZone)
  return { year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() }
}

export function parseLocalDate(value: unknown): LocalDate | undefined {
  if (typeof value === 'number') return value > 1e11 ? leagueDate(value) : undefined
  const text = cleanText(value)
  if (text === undefined || text.length > 64) return undefined
  let date = localDates.get(text)
  if (date === undefined && !localDates.has(text)) {
    date = readLocalDate(text)
    if (localDates.size >= DATE_CACHE) localDates.clear()
    localDates.set(text, date)
  }
  return date && { year: date.year, month: date.month, day: date.day }
}

const DATE_CACHE = 20_000
const localDates = /* @__PURE__ */ new Map<string, LocalDate | undefined>()

function readLocalDate(text: string): LocalDate | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ](.*)$)/.exec(text)
  if (iso) {
    const rest = iso[4]
    if (rest && /(?:Z|[+-]\d{2}:?\d{2})$/i.test(rest)) {
      const ms = Date.parse(text)
      if (Number.isFinite(ms)) return leagueDate(ms)
    }
    return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  }
  if (/^\d{12,14}$/.test(text)) return leagueDate(Number(text))
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,./-]+/)
    .filter(Boolean)
  let month: number | undefined
  const numbers: number[] = []
  for (const word of words) {
    if (/^\d+$/.test(word)) numbers.push(Number(word))
    // The last month word wins: in 'mar. 9 déc. 2025' the first one is a French weekday.
    else if (MONTHS.has(word)) month = MONTHS.get(word)
  }
  if (month === undefined || numbers.length !== 2) return undefined
  const [first, second] = numbers
  return first > 31 ? validDate(first, month, second) : validDate(second, month, first)
}

/** 'H:MM' or 'HH:MM' with optional AM/PM → minutes after midnight; 'TBD' → undefined. */
export function parseWallTime(value: unknown): number | undefined {
  const text = cleanText(value)
  if (text === undefined) return undefined
  let minutes = wallTimes.get(text)
  if (minutes === undefined && !wallTimes.has(text)) {
    minutes = readWallTime(text)
    if (wallTimes.size >= DATE_CACHE) wallTimes.clear()
    wallTimes.set(text, minutes)
  }
  return minutes
}

const wallTimes = /* @__PURE__ */ new Map<string, number | undefined>()

function readWallTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text)
  if (!match) return undefined
  let hours = Number(match[1])
  const minutes = Number(match[2])
  const meridiem = match[3]?.toLowerCase()
  if (minutes > 59) return undefined
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0)
  } else if (hours > 23) {
    return undefined
  }
  return hours * 60 + minutes
}

export function leagueInstant(date: LocalDate, minutes: number): number {
  const { year, month, day } = date
  const cacheable =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    Number.isInteger(minutes) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    minutes >= 0 &&
    minutes < 1440
  if (!cacheable) return zonedInstant(date, minutes)
  const key = ((year * 13 + month) * 32 + day) * 1440 + minutes
  let instant = instants.get(key)
  if (instant === undefined) {
    instant = zonedInstant(date, minutes)
    if (instants.size >= INSTANT_CACHE) instants.clear()
    instants.set(key, instant)
  }
  return instant
}

function zonedInstant(date: LocalDate, minutes: number): number {
  return new TZDate(
    date.year,
    date.month - 1,
    date.day,
    Math.floor(minutes / 60),
    minutes % 60,
    leagueZone,
  ).getTime()
}

const INSTANT_CACHE = 20_000
const instants = /* @__PURE__ */ new Map<number, number>()

export function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

export function isoTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

export function dayNumber(date: LocalDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000)
}

function instantMs(instant: unknown): number | undefined {
  const ms = instant instanceof Date ? instant.getTime() : instant
  return typeof ms === 'number' && Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : undefined
}

// date-fns's format loaded about 40 modules for this one fixed pattern: 0.3 s at every start.
const DATE_KEY_MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ')

/** The day as the league's data writes it in keys: "JAN 14, 2026". */
export function leagueDateKey(now: Date | number): string {
  const date = leagueDate(now)
  return date ? `${DATE_KEY_MONTHS[date.month - 1]} ${date.day}, ${date.year}` : ''
}

export function leagueToday(now: Date | number): string {
  const date = leagueDate(now)
  return date ? isoDate(date) : ''
}

export function isSameLeagueDay(a: Date | number, b: Date | number): boolean {
  const first = leagueToday(a)
  return first !== '' && first === leagueToday(b)
}

// Intl's no-break spaces vary between ICU versions; plain spaces keep output stable.
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

const longDateFormats = {
  fr: new Intl.DateTimeFormat('fr-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
}

// en-CA would give '7:30 p.m.'; the league's data writes '7:30 PM'.
const makeTimeFormats = () => ({
  fr: new Intl.DateTimeFormat('fr-CA', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: leagueZone,
  }),
  en: new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: leagueZone,
  }),
})
let timeFormats = makeTimeFormats()

export function formatLongDate(value: LocalDate | unknown, lang: Lang): string {
  const date = isLocalDate(value) ? value : parseLocalDate(value)
  if (!date) return ''
  // Noon UTC, formatted in UTC: no zone can shift the day.
  const noon = Date.UTC(date.year, date.month - 1, date.day, 12)
  const text = plainSpaces(longDateFormats[lang === 'en' ? 'en' : 'fr'].format(noon))
  return lang === 'en' || date.day !== 1 ? text : text.replace(/^1 /, '1er ')
}

export function formatTime(instant: number | undefined, lang: Lang): string {
  const ms = instantMs(instant)
  return ms === undefined ? '' : plainSpaces(timeFormats[lang === 'en' ? 'en' : 'fr'].format(ms))
}

function isLocalDate(value: unknown): value is LocalDate {
  const record = value as LocalDate | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.year === 'number' &&
    typeof record.month === 'number' &&
    typeof record.day === 'number'
  )
}

export function timestampOf(value: unknown): number | undefined {
  const number = toNumber(value)
  if (number !== undefined) return number > 1e11 ? number : number > 1e8 ? number * 1000 : undefined
  const text = cleanText(value)
  if (text === undefined || text.length > 64) return undefined
  if (/\d{1,2}:\d{2}.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const ms = Date.parse(text)
    if (Number.isFinite(ms)) return ms
  }
  const timeMatch = /(?:^|[T\s])(\d{1,2}:\d{2})(?::\d{2}(?:\.\d+)?)?(\s*[ap]\.?\s*m\.?)?/i.exec(
    text,
  )
  const datePart = timeMatch
    ? text.slice(0, timeMatch.index) + text.slice(timeMatch.index + timeMatch[0].length)
    : text
  const date = parseLocalDate(datePart)
  if (!date) return undefined
  const minutes = timeMatch ? parseWallTime(timeMatch[1] + (timeMatch[2] ?? '')) : 0
  return leagueInstant(date, minutes ?? 0)
}
