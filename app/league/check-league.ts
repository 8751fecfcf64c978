// Every rule of docs/data-contract.md as findings. Pure and total: reads any value, never throws.
import { seasonContext, seasonIds, type SeasonContext } from './check-context.ts'
import { compareFindings, FindingList, type Finding } from './check-findings.ts'
import { checkFines, checkSeasons, checkTeamsAndPlayers } from './check-roster.ts'
import { checkSchedule } from './check-schedule.ts'
import { checkStatsGames } from './check-stats.ts'
import { checkPlayerTotals, checkTeamStats } from './check-totals.ts'
import { asRecord } from './text.ts'

/**
 * The check in steps, a few for each season: it pauses between them, so a server can answer
 * between them (a whole league's check takes 0.3–0.6 s of CPU for the demo league, seconds at 10×).
 */
export function* checkLeagueInSteps(tree: unknown): Generator<void, Finding[]> {
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
    yield
    const context = seasonContext(league, seasonId)
    contexts.set(seasonId, context)
    checkTeamsAndPlayers(league, context, findings)
    yield
    checkSchedule(league, context, findings)
    yield
    const stats = checkStatsGames(league, context, findings)
    yield
    checkTeamStats(league, context, findings)
    checkPlayerTotals(league, context, stats, findings)
  }
  checkFines(league, contexts, findings)
  return findings.items.sort(compareFindings)
}

export function checkLeague(tree: unknown): Finding[] {
  const steps = checkLeagueInSteps(tree)
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}
