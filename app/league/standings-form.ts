/**
 * A team's form strip (docs/product.md#standings-rules): its latest results, oldest first, kept
 * while the standings count its games.
 */
import { compareText } from './text.ts'

export type FormResult = 'W' | 'D' | 'L'

export const FORM_LENGTH = 5

export interface FormEntry {
  result: FormResult
  day: number
  minutes: number
  gameId: string
}

/** Form order of a kept result against another one: date, then kick-off, then game id. */
function compareForm(entry: FormEntry, day: number, minutes: number, gameId: string): number {
  return entry.day - day || entry.minutes - minutes || compareText(entry.gameId, gameId)
}

/**
 * Keeps the FORM_LENGTH latest results, as sorting every result (stably) and keeping the last
 * ones would: an entry equal to a kept one counts as later. No list of every result is made,
 * and an entry that drops out is reused for the next one.
 */
export function keepLatest(
  form: FormEntry[],
  result: FormResult,
  day: number,
  minutes: number,
  gameId: string,
): void {
  let entry: FormEntry
  if (form.length < FORM_LENGTH) entry = { result, day, minutes, gameId }
  else {
    entry = form[0]
    if (compareForm(entry, day, minutes, gameId) > 0) return
    form.shift()
    entry.result = result
    entry.day = day
    entry.minutes = minutes
    entry.gameId = gameId
  }
  let at = form.length
  while (at > 0 && compareForm(form[at - 1], day, minutes, gameId) > 0) at -= 1
  form.splice(at, 0, entry)
}
