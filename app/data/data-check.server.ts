// Fired on each snapshot in the background; logs only when the report changes.
import { checkLeagueInSteps, countFindings, type Finding } from '../league/index.ts'
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
  /** Paused between steps, so the server answers between them. */
  check?: (tree: unknown) => Generator<void, Finding[]>
}

function signature(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.severity} ${f.code} ${f.path}`).join('\n')
}

export class BackgroundDataCheck {
  private readonly logger: Logger
  private readonly delayMs: number
  private readonly check: (tree: unknown) => Generator<void, Finding[]>
  private pending: LeagueSnapshot | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private stopped = false
  private lastSignature: string | undefined
  private lastVersion = 0
  private current: DataCheckReport | undefined

  constructor(options: DataCheckOptions) {
    this.logger = options.logger
    this.delayMs = options.delayMs ?? CHECK_DELAY_MS
    this.check = options.check ?? checkLeagueInSteps
  }

  schedule(snapshot: LeagueSnapshot): void {
    if (snapshot.version <= this.lastVersion) return
    this.pending = snapshot
    if (this.timer || this.running) return
    this.stopped = false
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.runInSteps()
    }, this.delayMs)
    this.timer.unref?.()
  }

  /** One step per turn of the event loop, so pages are answered between seasons. */
  private runInSteps(): void {
    const snapshot = this.take()
    if (!snapshot) return
    this.running = true
    const started = performance.now()
    const steps = this.check(snapshot.tree)
    const next = () => {
      if (this.stopped) return void (this.running = false)
      try {
        const step = steps.next()
        if (!step.done) return void setImmediate(next)
        this.record(snapshot, step.value, started)
      } catch (error) {
        this.failed(snapshot, error)
      }
      this.running = false
      if (this.pending) this.schedule(this.pending)
    }
    next()
  }

  private take(): LeagueSnapshot | undefined {
    const snapshot = this.pending
    this.pending = undefined
    return snapshot && snapshot.version > this.lastVersion ? snapshot : undefined
  }

  private failed(snapshot: LeagueSnapshot, error: unknown): DataCheckReport | undefined {
    this.logger('error', 'league data check failed', { error, version: snapshot.version })
    return this.current
  }

  private record(snapshot: LeagueSnapshot, findings: Finding[], started: number): DataCheckReport {
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
    this.stopped = true
  }
}
