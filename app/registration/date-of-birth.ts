/**
 * The date of birth is typed as text in the order both languages' pages show it (AAAA-MM-JJ /
 * YYYY-MM-DD, the Canadian standard order): a native date input would follow the browser's
 * locale instead of the page's. People type other separators or none; those are read
 * as the same order.
 */
const DATE_PARTS = /^(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})$/

/** 'YYYY-MM-DD' when the value reads as year, month, day; otherwise the value as it was. */
export function normalizeDateOfBirth(value: string): string {
  if (value.length > 10) return value
  const match = DATE_PARTS.exec(value)
  if (!match) return value
  const [, year, month, day] = match
  // Without separators the digits must be exactly YYYYMMDD.
  if (!/[-/. ]/.test(value) && value.length !== 8) return value
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
}
