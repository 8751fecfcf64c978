// The same bytes as `npm run registrations`, audited: who took a copy of personal data, when.
import { getConsoleStore, readRegistrations } from '~/data/league.server.ts'
import { registrationsToCsv, registrationsToJson } from '~/data/registrations.ts'
import { log } from '~/logger.server.ts'
import { leagueToday } from '~/league/time.ts'

import type { Operator } from './session.server.ts'

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const

export type ExportFormat = keyof typeof TYPES

export function isExportFormat(value: unknown): value is ExportFormat {
  return value === 'csv' || value === 'json'
}

export async function registrationsDownload(
  operator: Operator,
  format: string | undefined,
): Promise<Response> {
  if (!isExportFormat(format)) return new Response('Not found', { status: 404 })
  const list = await readRegistrations()
  const body = format === 'json' ? registrationsToJson(list) : registrationsToCsv(list)
  await getConsoleStore().recordAudit({
    operator: operator.email,
    action: 'registrations.exported',
    target: format,
    before: {},
    after: { 'console/export/format': format, 'console/export/registrations': list.length },
  })
  log('info', 'console registrations exported', {
    operator: operator.email,
    format,
    registrations: list.length,
  })
  const file = `registrations-${leagueToday(new Date())}.${format}`
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[format],
      'Content-Disposition': `attachment; filename="${file}"`,
    },
  })
}
