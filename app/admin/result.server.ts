/**
 * Writing a game's result from the console: the domain's writer turns the sheet into one
 * multi-path update, the source applies it all or nothing, and the audit log keeps who did it,
 * when, and each path's value before and after.
 */
import { getAtPath } from '~/data/league-source.ts'
import { applyLeagueUpdate, getConsoleStore, getLeagueSnapshot } from '~/data/league.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { type GameResultInput, recordResult, unfinishGame } from '~/league/index.ts'
import { log } from '~/logger.server.ts'

export type SaveOutcome = { ok: true } | { ok: false; reason: string }

/** One save at a time in this process: each writer reads the tree the previous one left. */
let queue: Promise<unknown> = Promise.resolve()

function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work)
  queue = next.catch(() => {})
  return next
}

export type GameWrite = {
  operator: string
  ref: { seasonId: string; gameId: string }
  /** Whether the game had a result: a save then corrects it (the audit log says which). */
  wasFinished: boolean
  lang: Lang
}

async function write(
  { operator, ref, wasFinished, lang }: GameWrite,
  input: GameResultInput | undefined,
): Promise<SaveOutcome> {
  return serialised(async () => {
    const snapshot = await getLeagueSnapshot()
    const tree = snapshot.tree
    const outcome = input ? recordResult(tree, ref, input) : unfinishGame(tree, ref)
    if (!outcome.ok) return { ok: false, reason: outcome.reason[lang] }
    const before = Object.fromEntries(
      Object.keys(outcome.update).map((path) => [path, getAtPath(tree, path) ?? null]),
    )
    await applyLeagueUpdate(outcome.update, snapshot.version)
    const action = input
      ? wasFinished
        ? 'result.corrected'
        : 'result.recorded'
      : 'result.unfinished'
    getConsoleStore().recordAudit({
      operator,
      action,
      target: `${ref.seasonId}/${ref.gameId}`,
      before,
      after: outcome.update,
    })
    log('info', 'console result written', { operator, action, game: ref.gameId })
    return { ok: true }
  })
}

export function saveResult(game: GameWrite, input: GameResultInput): Promise<SaveOutcome> {
  return write(game, input)
}

/** "Not finished after all": the game is upcoming again and out of every total. */
export function takeResultBack(game: GameWrite): Promise<SaveOutcome> {
  return write(game, undefined)
}
