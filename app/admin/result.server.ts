/** Writing a game's result from the console, through the domain's result writer. */
import type { Lang } from '~/i18n/language.ts'
import { type GameResultInput, recordResult, unfinishGame } from '~/league/index.ts'

import { type SaveOutcome, writeLeagueChange } from './league-write.server.ts'

export type { SaveOutcome } from './league-write.server.ts'

export type GameWrite = {
  operator: string
  ref: { seasonId: string; gameId: string }
  /** Whether the game had a result: a save then corrects it (the audit log says which). */
  wasFinished: boolean
  lang: Lang
}

function write(
  { operator, ref, wasFinished, lang }: GameWrite,
  input: GameResultInput | undefined,
): Promise<SaveOutcome> {
  const action = input
    ? wasFinished
      ? 'result.corrected'
      : 'result.recorded'
    : 'result.unfinished'
  return writeLeagueChange(
    { operator, action, target: `${ref.seasonId}/${ref.gameId}`, lang },
    (tree) => (input ? recordResult(tree, ref, input) : unfinishGame(tree, ref)),
  )
}

export function saveResult(game: GameWrite, input: GameResultInput): Promise<SaveOutcome> {
  return write(game, input)
}

/** "Not finished after all": the game is upcoming again and out of every total. */
export function takeResultBack(game: GameWrite): Promise<SaveOutcome> {
  return write(game, undefined)
}
