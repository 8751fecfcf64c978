// Typed as text in the page's order (YYYY-MM-DD): a native date input would follow the browser's
// locale instead.
const DATE_PARTS = /^(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})$/

export function normalizeDateOfBirth(value: string): string {
  if (value.length > 10) return value
  const match = DATE_PARTS.exec(value)
  if (!match) return value
  const [, year, month, day] = match
  if (!/[-/. ]/.test(value) && value.length !== 8) return value
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
}
