/**
 * What the league checker reports (docs/data-contract.md): one finding per problem, with where it
 * is in the tree (a slash-separated path under `leagues/{key}`) and what to fix, in French and
 * English. `error`: the data contradicts itself or cannot be read, so the site would show it
 * wrong; `warning`: shown, but probably not what was meant.
 */
export type Severity = 'error' | 'warning'

export interface Finding {
  severity: Severity
  /** A stable name for the kind of problem (used to group a report). */
  code: string
  /** Slash-separated path under the league root, e.g. 'Schedule/2025W/Divisions/M1/NOV 9, 2025/G1'. */
  path: string
  message: { en: string; fr: string }
}

/** Collects findings while the branches are walked. */
export class FindingList {
  readonly items: Finding[] = []

  error(code: string, path: string, en: string, fr: string): void {
    this.items.push({ severity: 'error', code, path, message: { en, fr } })
  }

  warning(code: string, path: string, en: string, fr: string): void {
    this.items.push({ severity: 'warning', code, path, message: { en, fr } })
  }
}

/** Joins path segments (tree keys never hold '/'). */
export function pathOf(...segments: Array<string | number>): string {
  return segments.join('/')
}

/** A value as an operator would type it, for messages: "one", 3, true, an object. */
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

/** Errors first, then by path: the order of every report. */
export function compareFindings(a: Finding, b: Finding): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0
}
