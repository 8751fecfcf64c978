import { describe, expect, it } from 'vitest'

import type { AuditEntry } from '~/data/console-store.server.ts'
import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeague, readLeagueSeasons } from '~/league/index.ts'

import { auditView } from './audit-view.ts'

const league = readLeague(exampleLeagueTree())

const entry = (
  action: string,
  target: string,
  after: Record<string, unknown> = {},
): AuditEntry => ({
  id: '1',
  at: Date.parse('2025-11-20T01:00:00Z'),
  operator: 'ana@example.org',
  action,
  target,
  before: {},
  after,
})

const subjectOf = (e: AuditEntry, lang: 'fr' | 'en' = 'fr') =>
  auditView([e], lang, false, { league }).rows[0]!.subject

describe("the audit log's entries", () => {
  it('name a result by its teams, the score written and the day, linked to its sheet', () => {
    const path = 'Schedule/2025W/Divisions/M1/NOV 9, 2025/G1'
    const e = entry('result.recorded', '2025W/G1', {
      [`${path}/HomeTeamScore`]: 3,
      [`${path}/AwayTeamScore`]: 2,
    })
    expect(subjectOf(e)).toEqual({
      text: 'Les Lions 3 – 2 St. Laurent United, 9 nov.',
      href: '/admin/match/G1',
    })
    expect(subjectOf(e, 'en')?.text).toBe('Lions FC 3 – 2 St. Laurent United, Nov 9')
  })

  it('name a schedule change by its game, linked to its schedule form', () => {
    expect(subjectOf(entry('schedule.moved', '2025W/G1'))).toEqual({
      text: 'Les Lions – St. Laurent United, 9 nov.',
      href: '/admin/game/G1/schedule',
    })
  })

  it('name a player, a fine, a news item and a sponsor instead of their ids', () => {
    expect(subjectOf(entry('suspension.added', '2025W_Players/P110'))).toEqual({
      text: 'Sami Haddad',
      href: '/admin/discipline',
    })
    expect(subjectOf(entry('fine.added', 'Team_Fines/f1'))?.text).toBe(
      'St. Laurent United · 15,00 $',
    )
    expect(subjectOf(entry('news.updated', 'News/n1'))).toEqual({
      text: 'La saison d’hiver commence',
      href: '/admin/news/n1',
    })
    expect(subjectOf(entry('sponsor.added', 'Sponsors/s1'))?.text).toBe('Sport Expert Laval')
  })

  it('name a game and a player of a past season as they name current ones', () => {
    const tree = exampleLeagueTree()
    const schedule = tree.Schedule as Record<string, unknown>
    schedule['2024S'] = {
      Divisions: {
        M1: {
          'JUN 2, 2024': {
            G7: {
              gameId: 'G7',
              HomeTeamName: 'Lions FC',
              AwayTeamName: 'St. Laurent United',
              HomeTeamID: 'T10',
              AwayTeamID: 'T11',
              Date: 'Jun 2, 2024',
              Time: '7:30 PM',
              HomeTeamScore: 1,
              AwayTeamScore: 4,
              GameComplete: '1',
              DivisionID: 'M1',
            },
          },
        },
      },
    }
    // No 2024S_Teams: the season's names are the schedule's.
    tree['2024S_Players'] = { P7: { player_id: 'P7', player_name: 'Rémi Caron', team_id: 'T10' } }
    const active = readLeague(tree)
    const seasons = readLeagueSeasons(tree)
    const past = (e: AuditEntry) =>
      auditView([e], 'fr', false, { league: active, seasons }).rows[0]!.subject
    const path = 'Schedule/2024S/Divisions/M1/JUN 2, 2024/G7'
    expect(
      past(
        entry('result.recorded', '2024S/G7', {
          [`${path}/HomeTeamScore`]: 1,
          [`${path}/AwayTeamScore`]: 4,
        }),
      ),
    ).toEqual({
      text: 'Lions FC 1 – 4 St. Laurent United, 2 juin 2024',
      href: '/match/G7?season=2024S',
    })
    expect(past(entry('suspension.added', '2024S_Players/P7'))).toEqual({ text: 'Rémi Caron' })
    // A season the data no longer has keeps no words.
    expect(past(entry('result.recorded', '2023F/G7'))).toBeUndefined()
  })

  it('keep no words for what the season no longer has, rather than show an id', () => {
    expect(subjectOf(entry('result.recorded', '2024S/G77'))).toBeUndefined()
    expect(subjectOf(entry('fine.added', 'Team_Fines/-P7WSgone'))).toBeUndefined()
  })

  it('name the operator by their name, by their address only when they have none', () => {
    const operators = new Map([['ana@example.org', 'Ana Roy']])
    const e = entry('fine.added', 'Team_Fines/f1')
    expect(auditView([e], 'fr', false, { league, operators }).rows[0]!.operator).toBe('Ana Roy')
    expect(auditView([e], 'fr', false, { league }).rows[0]!.operator).toBe('ana@example.org')
  })
})
