// Shared by the schema and the e-mail endpoint.
import { LIMITS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits.ts'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * Invisible format characters (Cf: bidi overrides, zero-width) can make one team look like another.
 */
const FORMAT = /\p{Cf}/gu

export function cleanLine(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL, '')
    .trim()
}

export function cleanName(value: unknown): string {
  return cleanLine(typeof value === 'string' ? value.replace(FORMAT, '') : value)
}

/** Browsers count CRLF as one character for `maxLength` but post it as two. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

// No nested or adjacent unbounded quantifiers: each pattern runs in linear time, on a value already
// within its length.
const PHONE_EXTENSION = /\s{0,5}(?:ext\.?|x|poste|#)\s{0,5}\d{1,6}$/i
const PHONE_MAIN = /^\+?[\d\s().\-/]+$/

export function isValidPhone(value: string): boolean {
  if (value.length > LIMITS.phone) return false
  const main = value.replace(PHONE_EXTENSION, '')
  if (!PHONE_MAIN.test(main)) return false
  const digits = main.replace(/\D/g, '').length
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
}

const EMAIL_LOCAL = /^[A-Za-z0-9_'+.-]{1,64}$/
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const EMAIL_TLD = /^[A-Za-z]{2,63}$/

/** Checked piece by piece instead of with one large pattern. */
export function isValidEmail(value: string): boolean {
  if (value.length > LIMITS.email) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  if (at < 1 || !EMAIL_LOCAL.test(local)) return false
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = value.slice(at + 1).split('.')
  if (labels.length < 2 || !EMAIL_TLD.test(labels[labels.length - 1]!)) return false
  return labels.every((label) => EMAIL_LABEL.test(label))
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
