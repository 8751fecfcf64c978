// Every rule of docs/data-contract.md as findings. Pure and total: reads any value, never throws.
import { seasonContext, seasonIds, type SeasonContext } from './check-context.ts'
import { compareFindings, FindingList, type Finding } from './check-findings.ts'
import { checkFines, checkSeasons, checkTeamsAndPlayers } from './check-roster.ts'
import { checkSchedule } from './check-schedule.ts'
import { checkStatsGames } from './check-stats.ts'
import { checkPlayerTotals, checkTeamStats } from './check-totals.ts'
import { asRecord } from './text.ts'

export function checkLeague(tree: unknown): Finding[] {
  const findings = new FindingList()
  const league = asRecord(tree)
  if (!league) {
    findings.error(
      'not-a-league',
      '',
      'The league is not an object: there is nothing to show.',
      'La ligue n’est pas un objet : il n’y a rien à afficher.',
    )
    return findings.items
  }
  checkSeasons(league, findings)
  const contexts = new Map<string, SeasonContext>()
  for (const seasonId of seasonIds(league)) {
    const context = seasonContext(league, seasonId)
    contexts.set(seasonId, context)
    checkTeamsAndPlayers(league, context, findings)
    checkSchedule(league, context, findings)
    const stats = checkStatsGames(league, context, findings)
    checkTeamStats(league, context, findings)
    checkPlayerTotals(league, context, stats, findings)
  }
  checkFines(league, contexts, findings)
  return findings.items.sort(compareFindings)
}
