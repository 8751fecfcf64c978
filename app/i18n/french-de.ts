/** "de Le Delta" is "du Delta", "de Les Lions" "des Lions", "de FC Laval" "du FC Laval". */
export function frenchDe(name: string): string {
  const trimmed = name.trim()
  if (/^(fc|cf|sc|real)\s/i.test(trimmed)) return `du ${trimmed}`
  const le = /^le\s+(.+)$/i.exec(trimmed)
  if (le) return `du ${le[1]}`
  const les = /^les\s+(.+)$/i.exec(trimmed)
  if (les) return `des ${les[1]}`
  if (/^[aeiouyàâäæéèêëîïôöœùûü]/i.test(trimmed)) return `d’${trimmed}`
  return `de ${trimmed}`
}
