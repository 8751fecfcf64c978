import { compareText } from './text.ts'

export type FormResult = 'W' | 'D' | 'L'

export const FORM_LENGTH = 5

export interface FormEntry {
  result: FormResult
  day: number
  minutes: number
  gameId: string
}

function compareForm(entry: FormEntry, day: number, minutes: number, gameId: string): number {
  return entry.day - day || entry.minutes - minutes || compareText(entry.gameId, gameId)
}

/** The same as a stable sort's last entries, without a list of every result. */
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
