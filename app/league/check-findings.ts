// `error`: the site would show it wrong; `warning`: shown, but probably not what was meant.
export type Severity = 'error' | 'warning'

export interface Finding {
  severity: Severity
  code: string
  path: string
  message: { en: string; fr: string }
}

export class FindingList {
  readonly items: Finding[] = []

  error(code: string, path: string, en: string, fr: string): void {
    this.items.push({ severity: 'error', code, path, message: { en, fr } })
  }

  warning(code: string, path: string, en: string, fr: string): void {
    this.items.push({ severity: 'warning', code, path, message: { en, fr } })
  }
}

export function pathOf(...segments: Array<string | number>): string {
  return segments.join('/')
}

export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return 'nothing'
  return Array.isArray(value) ? 'a list' : 'an object'
}

export interface FindingCounts {
  errors: number
  warnings: number
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  let errors = 0
  for (const finding of findings) if (finding.severity === 'error') errors += 1
  return { errors, warnings: findings.length - errors }
}

export function compareFindings(a: Finding, b: Finding): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0
}
