/**
 * The registration form's text clean-up and format checks (docs/product.md#data-rules: text values
 * are trimmed; empty ones are treated as missing). Shared by the schema and the e-mail endpoint.
 */
import { LIMITS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits.ts'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * Invisible format characters (Unicode category Cf: bidi embeddings, overrides and isolates such
 * as U+202E, zero-width spaces and joiners, the BOM, soft hyphens): in a name they can make one
 * team look like another or reverse what a reader sees.
 */
const FORMAT = /\p{Cf}/gu

/** One-line text: trimmed, any line break or control character becomes a space. */
export function cleanLine(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL, '')
    .trim()
}

/** A name: one line without invisible format characters. */
export function cleanName(value: unknown): string {
  return cleanLine(typeof value === 'string' ? value.replace(FORMAT, '') : value)
}

/**
 * Multi-line text: CRLF counted as one character (browsers count it so for `maxLength` but
 * post it as two), other control characters removed, trimmed.
 */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

// Patterns below have no nested or adjacent unbounded quantifiers: each runs in linear time,
// and only ever on a value already within its field's length.
const PHONE_EXTENSION = /\s{0,5}(?:ext\.?|x|poste|#)\s{0,5}\d{1,6}$/i
const PHONE_MAIN = /^\+?[\d\s().\-/]+$/

/** Digits and the usual separators, 7 to 15 digits, an optional extension ("x 12", "poste 12"). */
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

/**
 * An ordinary address (local@domain.tld), checked piece by piece instead of with one large
 * pattern: no dot at either end of the local part nor two in a row, domain labels of letters,
 * digits and inner hyphens, a top-level domain of letters.
 */
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

/** A calendar date 'YYYY-MM-DD' that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
