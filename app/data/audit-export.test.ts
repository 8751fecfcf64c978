import { describe, expect, it } from 'vitest'

import { auditToCsv, auditToJsonLines } from './audit-export.ts'
import type { AuditEntry } from './console-store.server.ts'

const AT = Date.parse('2026-11-27T01:30:00Z')
const GAME = 'Schedule/2026W/Divisions/M1/NOV 26, 2026/G12'

const entries: AuditEntry[] = [
  {
    id: '1',
    at: AT,
    operator: 'ana@example.org',
    action: 'result.recorded',
    target: '2026W/G12',
    before: { [`${GAME}/HomeTeamScore`]: null, [`${GAME}/GameComplete`]: false },
    after: { [`${GAME}/HomeTeamScore`]: 3, [`${GAME}/GameComplete`]: true },
  },
  {
    id: '2',
    at: AT + 60_000,
    operator: 'ana@example.org',
    action: 'schedule.postponed',
    target: '2026W/G13',
    before: {},
    after: { 'Schedule/x/StatusReason': 'Glace fermée, "arena"' },
  },
]

describe('the audit log exported', () => {
  it('as JSON lines gives one change a line with its time in ISO form', () => {
    const lines = auditToJsonLines(entries).trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(JSON.parse(lines[0])).toEqual({ ...entries[0], at: '2026-11-27T01:30:00.000Z' })
  })

  it('as CSV gives one row per path changed, with its value before and after', () => {
    const rows = auditToCsv(entries).trimEnd().split('\r\n')
    expect(rows[0]).toBe('id,at,operator,action,target,path,before,after')
    expect(rows[1]).toBe(
      `1,2026-11-27T01:30:00.000Z,ana@example.org,result.recorded,2026W/G12,"${GAME}/HomeTeamScore",,3`,
    )
    expect(rows[2]).toBe(
      `1,2026-11-27T01:30:00.000Z,ana@example.org,result.recorded,2026W/G12,"${GAME}/GameComplete",false,true`,
    )
    expect(rows[3]).toBe(
      '2,2026-11-27T01:31:00.000Z,ana@example.org,schedule.postponed,2026W/G13,Schedule/x/StatusReason,,"Glace fermée, ""arena"""',
    )
  })

  it('as CSV with semicolons for spreadsheets in French', () => {
    expect(auditToCsv(entries, { separator: ';' }).split('\r\n')[0]).toBe(
      'id;at;operator;action;target;path;before;after',
    )
  })

  it('as CSV keeps an entry with no path as one row', () => {
    const rows = auditToCsv([{ ...entries[1], after: {} }])
      .trimEnd()
      .split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatch(/^2,.*,schedule\.postponed,2026W\/G13,,,$/)
  })
})
