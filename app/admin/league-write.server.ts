/**
 * The console's one way to write the league: a domain writer turns the operator's change into one
 * multi-path update of the tree it reads, the source applies it all or nothing, and the audit log
 * keeps who did it, when, and each path's value before and after. One write at a time in this
 * process, whatever it is (a result, a schedule edit): each writer reads the tree the previous
 * one left.
 */
import { getAtPath } from '~/data/league-source.ts'
import { applyLeagueUpdate, getConsoleStore, getLeagueSnapshot } from '~/data/league.server.ts'
import type { Lang } from '~/i18n/language.ts'
import type { WriteOutcome } from '~/league/index.ts'
import { log } from '~/logger.server.ts'

export type SaveOutcome = { ok: true } | { ok: false; reason: string }

let queue: Promise<unknown> = Promise.resolve()

function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work)
  queue = next.catch(() => {})
  return next
}

export type LeagueWrite = {
  operator: string
  /** What the audit log calls the change ('result.recorded', 'schedule.moved'…). */
  action: string
  /** What it is about ('2025W/G12'). */
  target: string
  lang: Lang
}

/** Runs `writer` on the current tree, applies its update and audits it; a refusal writes nothing. */
export function writeLeague(
  { operator, action, target, lang }: LeagueWrite,
  writer: (tree: unknown) => WriteOutcome,
): Promise<SaveOutcome> {
  return serialised(async () => {
    const snapshot = await getLeagueSnapshot()
    const tree = snapshot.tree
    const outcome = writer(tree)
    if (!outcome.ok) return { ok: false, reason: outcome.reason[lang] }
    const before = Object.fromEntries(
      Object.keys(outcome.update).map((path) => [path, getAtPath(tree, path) ?? null]),
    )
    await applyLeagueUpdate(outcome.update, snapshot.version)
    getConsoleStore().recordAudit({ operator, action, target, before, after: outcome.update })
    log('info', 'console write', { operator, action, target })
    return { ok: true }
  })
}
