import { countFindings, type Finding } from '../league/index.ts'

export type ReportLang = 'en' | 'fr'

export const REPORT_LIMIT = 50

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
/** French puts 0 and 1 in the singular. */
const pluriel = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`

export function countsLine(findings: readonly Finding[], lang: ReportLang = 'en'): string {
  const { errors, warnings } = countFindings(findings)
  return lang === 'fr'
    ? `${pluriel(errors, 'erreur')}, ${pluriel(warnings, 'avertissement')}`
    : `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`
}

export function formatFindings(
  findings: readonly Finding[],
  /** `more` is the command that lists them all. */
  options: { lang?: ReportLang; limit?: number; more?: string } = {},
): string {
  const lang = options.lang ?? 'en'
  const limit = options.limit ?? REPORT_LIMIT
  const groups = new Map<string, Finding[]>()
  for (const finding of findings) {
    const key = `${finding.severity} ${finding.code}`
    const group = groups.get(key)
    if (group) group.push(finding)
    else groups.set(key, [finding])
  }
  const lines: string[] = []
  let shown = 0
  for (const [key, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (shown >= limit) break
    const [severity, code] = key.split(' ')
    const label = lang === 'fr' ? (severity === 'error' ? 'erreur' : 'avertissement') : severity
    lines.push(`${label} ${code} (${group.length})`)
    for (const finding of group) {
      if (shown >= limit) break
      shown += 1
      lines.push(`  ${finding.path || '/'}: ${finding.message[lang]}`)
    }
  }
  const more = options.more ?? 'npm run check-data -- --format json'
  const rest = findings.length - shown
  if (rest > 0) {
    lines.push(
      lang === 'fr'
        ? `… et ${rest} de plus (${more} les donne toutes).`
        : `… and ${rest} more (${more} lists them all).`,
    )
  }
  return lines.join('\n')
}

export function findingsJson(findings: readonly Finding[], about: Record<string, unknown>): string {
  return JSON.stringify({ ...about, ...countFindings(findings), findings }, null, 2)
}
