// Fired on each snapshot in the background; logs only when the report changes.
import { checkLeague, countFindings, type Finding } from '../league/index.ts'
import type { Logger } from './log.server.ts'
import type { LeagueSnapshot } from './mirror.server.ts'

export const REPORTED_FINDINGS = 10

export type DataCheckReport = {
  version: number
  checkedAt: string
  durationMs: number
  errors: number
  warnings: number
  first: Array<{ severity: Finding['severity']; code: string; path: string; message: string }>
}

export const CHECK_DELAY_MS = 15_000

export type DataCheckOptions = {
  logger: Logger
  /**
   * A snapshot's wait, within which a burst of changes is checked once. The check holds the event
   * loop (0.5 s of CPU for the demo league, 2–5 s at 10×): it waits until the pages open after a
   * start have theirs and the revalidations a change sets off (within 10 s, MAX_SPREAD_MS) are over.
   */
  delayMs?: number
  check?: (tree: unknown) => Finding[]
}

function signature(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.severity} ${f.code} ${f.path}`).join('\n')
}

export class BackgroundDataCheck {
  private readonly logger: Logger
  private readonly delayMs: number
  private readonly check: (tree: unknown) => Finding[]
  private pending: LeagueSnapshot | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastSignature: string | undefined
  private lastVersion = 0
  private current: DataCheckReport | undefined

  constructor(options: DataCheckOptions) {
    this.logger = options.logger
    this.delayMs = options.delayMs ?? CHECK_DELAY_MS
    this.check = options.check ?? checkLeague
  }

  schedule(snapshot: LeagueSnapshot): void {
    if (snapshot.version <= this.lastVersion) return
    this.pending = snapshot
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.runPending()
    }, this.delayMs)
    this.timer.unref?.()
  }

  runPending(): DataCheckReport | undefined {
    const snapshot = this.pending
    this.pending = undefined
    if (!snapshot || snapshot.version <= this.lastVersion) return this.current
    const started = performance.now()
    let findings: Finding[]
    try {
      findings = this.check(snapshot.tree)
    } catch (error) {
      this.logger('error', 'league data check failed', { error, version: snapshot.version })
      return this.current
    }
    const { errors, warnings } = countFindings(findings)
    this.lastVersion = snapshot.version
    this.current = {
      version: snapshot.version,
      checkedAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      errors,
      warnings,
      first: findings.slice(0, REPORTED_FINDINGS).map((f) => ({
        severity: f.severity,
        code: f.code,
        path: f.path,
        message: f.message.en,
      })),
    }
    const next = signature(findings)
    if (next !== this.lastSignature) {
      this.lastSignature = next
      this.logger(errors > 0 ? 'warn' : 'info', 'league data check', {
        version: snapshot.version,
        errors,
        warnings,
        durationMs: this.current.durationMs,
        first: this.current.first.map((f) => `${f.severity} ${f.code} ${f.path}`),
      })
    }
    return this.current
  }

  report(): DataCheckReport | undefined {
    return this.current
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.pending = undefined
  }
}
