import type { Lang } from '~/i18n/language.ts'
import { type GameResultInput, recordResult, unfinishGame } from '~/league/index.ts'

import { type SaveOutcome, writeLeagueChange } from './league-write.server.ts'

export type { SaveOutcome } from './league-write.server.ts'

export type GameWrite = {
  operator: string
  ref: { seasonId: string; gameId: string }
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

export function takeResultBack(game: GameWrite): Promise<SaveOutcome> {
  return write(game, undefined)
}
