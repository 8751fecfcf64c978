// The audit log as files (`npm run audit-log`), oldest first, so a league can archive it.
import type { AuditEntry } from './console-store.server.ts'
import { type CsvSeparator, csvCell } from './registrations.ts'

const iso = (at: number) => new Date(at).toISOString()

export function auditToJsonLines(entries: readonly AuditEntry[]): string {
  return entries
    .map((entry) =>
      JSON.stringify({
        id: entry.id,
        at: iso(entry.at),
        operator: entry.operator,
        action: entry.action,
        target: entry.target,
        before: entry.before,
        after: entry.after,
      }),
    )
    .map((line) => `${line}\n`)
    .join('')
}

const CSV_COLUMNS = ['id', 'at', 'operator', 'action', 'target', 'path', 'before', 'after']

const valueCell = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

export function auditToCsv(
  entries: readonly AuditEntry[],
  { separator = ',' }: { separator?: CsvSeparator } = {},
): string {
  const rows: string[][] = [CSV_COLUMNS]
  for (const entry of entries) {
    const head = [String(entry.id), iso(entry.at), entry.operator, entry.action, entry.target]
    const paths = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])]
    if (paths.length === 0) rows.push([...head, '', '', ''])
    for (const path of paths)
      rows.push([...head, path, valueCell(entry.before[path]), valueCell(entry.after[path])])
  }
  return rows.map((row) => `${row.map((cell) => csvCell(cell)).join(separator)}\r\n`).join('')
}
