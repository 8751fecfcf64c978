import { describe, expect, it } from 'vitest'

import type { Finding } from '../league/index.ts'
import { countsLine, formatFindings } from './check-report.ts'

const finding = (severity: Finding['severity'], code: string, path: string): Finding => ({
  severity,
  code,
  path,
  message: { en: `${code} here`, fr: `${code} ici` },
})

describe('formatFindings', () => {
  it('groups findings by severity and kind, errors first, each with its path', () => {
    const text = formatFindings([
      finding('warning', 'unreadable-time', 'Schedule/S/Divisions/M1/D/G1/Time'),
      finding('error', 'unknown-team', 'S_Players/P1/team_id'),
      finding('error', 'unknown-team', 'S_Players/P2/team_id'),
    ])
    expect(text.split('\n')).toEqual([
      'error unknown-team (2)',
      '  S_Players/P1/team_id: unknown-team here',
      '  S_Players/P2/team_id: unknown-team here',
      'warning unreadable-time (1)',
      '  Schedule/S/Divisions/M1/D/G1/Time: unreadable-time here',
    ])
  })

  it('shows the first ones and counts the rest', () => {
    const many = Array.from({ length: 60 }, (_, i) => finding('error', 'duplicate-id', `T/${i}`))
    const lines = formatFindings(many, { limit: 50 }).split('\n')
    expect(lines[0]).toBe('error duplicate-id (60)')
    expect(lines).toHaveLength(52)
    expect(lines.at(-1)).toContain('10 more')
  })

  it('names the command that lists them all, for the file that was checked', () => {
    const many = Array.from({ length: 3 }, (_, i) => finding('error', 'duplicate-id', `T/${i}`))
    const text = formatFindings(many, {
      limit: 1,
      more: 'npm run check-data -- export.json --format json',
    })
    expect(text.split('\n').at(-1)).toBe(
      '… and 2 more (npm run check-data -- export.json --format json lists them all).',
    )
  })

  it('speaks French when asked', () => {
    const text = formatFindings([finding('warning', 'x', 'a')], { lang: 'fr' })
    expect(text).toBe('avertissement x (1)\n  a: x ici')
    expect(countsLine([finding('error', 'x', 'a')], 'fr')).toBe('1 erreur, 0 avertissement')
  })
})
