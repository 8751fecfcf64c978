/**
 * French "de" before a name, with the contractions and elisions French requires:
 * "de Le Delta" is "du Delta", "de Les Lions" is "des Lions", "de Alpha FC" is "d’Alpha FC".
 * "La" and "L’" keep "de" ("de La Source", "de L’Impact"). A name starting with "h" keeps "de":
 * whether its h is silent cannot be told from the spelling.
 */
export function frenchDe(name: string): string {
  const trimmed = name.trim()
  const le = /^le\s+(.+)$/i.exec(trimmed)
  if (le) return `du ${le[1]}`
  const les = /^les\s+(.+)$/i.exec(trimmed)
  if (les) return `des ${les[1]}`
  if (/^[aeiouyàâäæéèêëîïôöœùûü]/i.test(trimmed)) return `d’${trimmed}`
  return `de ${trimmed}`
}
