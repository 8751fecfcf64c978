// One change at a time in this process: each writer reads the tree the previous one left.
import { FirebaseRequestError } from '~/data/firebase-rest.server.ts'
import { getAtPath } from '~/data/league-source.ts'
import { getLeagueSnapshot, writeLeagueUpdate } from '~/data/league.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { refusalText } from '~/i18n/write-refusal-text.ts'
import { refuseUnusableKeys, type WriteOutcome } from '~/league/index.ts'
import { log } from '~/logger.server.ts'

export type SaveOutcome = { ok: true } | { ok: false; reason: string }

export type LeagueChange = {
  operator: string
  action: string
  target: string
  lang: Lang
}

const NOT_SAVED: Record<Lang, string> = {
  fr: 'la base de données de la ligue l’a refusé ou n’a pas pu être jointe (réessayez dans un moment)',
  en: 'the league’s database refused it or could not be reached (try again in a moment)',
}

/** It may have been applied. */
const NO_ANSWER: Record<Lang, string> = {
  fr: 'la base de données de la ligue n’a pas répondu à temps ; rechargez la page pour voir si la modification y est arrivée avant de réessayer',
  en: 'the league’s database did not answer in time; reload the page to see whether the change reached it before trying again',
}

let queue: Promise<unknown> = Promise.resolve()

function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work)
  queue = next.catch(() => {})
  return next
}

export function writeLeagueChange(
  change: LeagueChange,
  writer: (tree: unknown) => WriteOutcome,
): Promise<SaveOutcome> {
  return serialised(async () => {
    const snapshot = await getLeagueSnapshot()
    const tree = snapshot.tree
    const outcome = refuseUnusableKeys(writer(tree))
    if (!outcome.ok) return { ok: false, reason: refusalText(outcome.refusal, change.lang) }
    // The change is already there (a live event sent again): nothing to write or audit.
    if (Object.keys(outcome.update).length === 0) return { ok: true }
    const before = Object.fromEntries(
      Object.keys(outcome.update).map((path) => [path, getAtPath(tree, path) ?? null]),
    )
    const entry = {
      operator: change.operator,
      action: change.action,
      target: change.target,
      before,
      after: outcome.update,
    }
    try {
      await writeLeagueUpdate(outcome.update, snapshot.version, entry)
    } catch (error) {
      // Nothing was applied, the audit entry neither (all or nothing): the operator can save again.
      log('error', 'console change refused by the league source', {
        operator: change.operator,
        action: change.action,
        target: change.target,
        error,
      })
      const unanswered = error instanceof FirebaseRequestError && error.maybeApplied
      return { ok: false, reason: (unanswered ? NO_ANSWER : NOT_SAVED)[change.lang] }
    }
    log('info', 'console change written', {
      operator: change.operator,
      action: change.action,
      target: change.target,
    })
    return { ok: true }
  })
}
