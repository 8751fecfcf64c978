// Rankings: docs/product.md#rankings.
import { inDivision } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import { createMemo, type Memo } from './memo.ts'
import type { TeamStatLine } from './stats.ts'
import { compareText, toLimit } from './text.ts'

export const RANKING_WIDGET_LIMIT = 5

export interface RankingRow {
  rank: number
  team: { id: string; key: string; name: Bilingual }
  divisionId: string
  divisionName: Bilingual
  location?: string
  gp: number
  gf: number
  ga: number
  yellow: number
  red: number
  cards: number
}

export type RankingKind = 'offence' | 'defence' | 'discipline'

const byName = (a: TeamStatLine, b: TeamStatLine) =>
  compareText(a.team.name.en, b.team.name.en) || compareText(a.team.id, b.team.id)

/** Discipline ties go to fewer reds, then name. */
export const RANKING_ORDER: Record<RankingKind, (a: TeamStatLine, b: TeamStatLine) => number> = {
  offence: (a, b) => b.gf - a.gf || a.gp - b.gp || byName(a, b),
  defence: (a, b) => a.ga - b.ga || a.gp - b.gp || byName(a, b),
  discipline: (a, b) => a.yellow + a.red - (b.yellow + b.red) || a.red - b.red || byName(a, b),
}

/** A team that has not played would otherwise top the defence and discipline lists. */
export function rankTeams(
  league: League,
  kind: RankingKind,
  divisionId: unknown,
  limit = Infinity,
): RankingRow[] {
  return rankedRows(league, kind, divisionId).slice(0, toLimit(limit, Infinity))
}

export function rankedRows(
  league: League,
  kind: RankingKind,
  divisionId: unknown,
): readonly RankingRow[] {
  const division = findDivision(league.divisions, divisionId)
  const id = division?.id ?? (typeof divisionId === 'string' ? divisionId.trim() : '')
  if (id === '') return []
  const group = inDivision(league.teamStats, id)
  const order = typeof kind === 'string' && Object.hasOwn(RANKING_ORDER, kind) ? kind : 'offence'
  return rankings[order](group, [id, division], () => rank(group, order, id, division))
}

export function rowOfTeam(rows: readonly RankingRow[], teamId: unknown): RankingRow | undefined {
  return rows.find((row) => row.team.id === teamId)
}

// Reused while the division's lines keep their identity: team pages ask for all three rankings.
const rankings: Record<RankingKind, Memo<RankingRow[]>> = {
  offence: /* @__PURE__ */ createMemo(),
  defence: /* @__PURE__ */ createMemo(),
  discipline: /* @__PURE__ */ createMemo(),
}

function rank(
  group: readonly TeamStatLine[],
  kind: keyof typeof RANKING_ORDER,
  id: string,
  division: Division | undefined,
): RankingRow[] {
  const seen = new Set<string>()
  const lines = group.filter(
    (line) => line.gp > 0 && !seen.has(line.team.id) && seen.add(line.team.id),
  )
  const divisionName = division?.name ?? { en: id }
  return [...lines].sort(RANKING_ORDER[kind]).map((line, index) => {
    const row: RankingRow = {
      rank: index + 1,
      team: { id: line.team.id, key: line.team.key, name: line.team.name },
      divisionId: id,
      divisionName,
      gp: line.gp,
      gf: line.gf,
      ga: line.ga,
      yellow: line.yellow,
      red: line.red,
      cards: line.yellow + line.red,
    }
    if (division?.location !== undefined) row.location = division.location
    return row
  })
}

export function rankOffence(
  league: League,
  divisionId: unknown,
  limit = RANKING_WIDGET_LIMIT,
): RankingRow[] {
  return rankTeams(league, 'offence', divisionId, limit)
}

export function rankDefence(
  league: League,
  divisionId: unknown,
  limit = RANKING_WIDGET_LIMIT,
): RankingRow[] {
  return rankTeams(league, 'defence', divisionId, limit)
}

export function rankDiscipline(
  league: League,
  divisionId: unknown,
  limit = Infinity,
): RankingRow[] {
  return rankTeams(league, 'discipline', divisionId, limit)
}
