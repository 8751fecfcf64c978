import type { AuditEntry } from '~/data/console-store.server.ts'
import { leagueTimeZone } from '~/league/index.ts'
import { localeOf, type Lang } from '~/i18n/language.ts'

export type AuditChange = { path: string; before: string | null; after: string | null }

export type AuditRow = {
  id: number
  when: string
  at: string
  operator: string
  action: string
  target: string
  changes: AuditChange[]
}

export type AuditView = { rows: AuditRow[]; olderThan?: number }

export const AUDIT_PAGE_SIZE = 30

const show = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value)

export function auditView(entries: readonly AuditEntry[], lang: Lang, hasMore: boolean): AuditView {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: leagueTimeZone(),
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const rows = entries.map((entry) => ({
    id: entry.id,
    when: format.format(entry.at).replace(/\u202f|\u00a0/g, ' '),
    at: new Date(entry.at).toISOString(),
    operator: entry.operator,
    action: entry.action,
    target: entry.target,
    changes: Object.keys({ ...entry.before, ...entry.after })
      .sort()
      .map((path) => ({ path, before: show(entry.before[path]), after: show(entry.after[path]) })),
  }))
  const last = rows[rows.length - 1]
  return { rows, ...(hasMore && last ? { olderThan: last.id } : {}) }
}
