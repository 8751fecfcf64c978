/**
 * What a post of the live sheet asks for, read from its fields: start the game, record an event
 * (the player's button names its side and id) or name the latest goal's assist (the same button,
 * with « Passe » chosen), take an event back, or end the game with the players ticked as present. Read on the server only: the sheet's buttons carry
 * ready values, so there is nothing for the browser to check before a tap is sent.
 */
import type { LiveEventInput } from '~/league/index.ts'

export type LiveSheetPost =
  | { intent: 'start' }
  | { intent: 'event'; eventId: string; event: LiveEventInput }
  | { intent: 'assist'; eventId: string; assistId: string }
  | { intent: 'undo'; eventId: string }
  | { intent: 'finish'; played: string[] }

/** The kinds of event a player's button records, as the sheet's type switch names them. */
export const PLAYER_EVENT_KINDS = [
  'goal',
  'own-goal',
  'yellow',
  'red',
  'kick-in',
  'kick-out',
] as const
export type PlayerEventKind = (typeof PLAYER_EVENT_KINDS)[number]

/**
 * The sheet's switch: a kind of event, or `assist`, which names the player tapped as the assist
 * of the latest goal (`assistFor`, the goal's id) instead of recording an event.
 */
export const SHEET_KINDS = [
  'goal',
  'assist',
  'own-goal',
  'yellow',
  'red',
  'kick-in',
  'kick-out',
] as const
export type SheetKind = (typeof SHEET_KINDS)[number]

export const PERIOD_KINDS = ['half-time', 'overtime', 'end'] as const

/** A post's fields: the form's data on the server, a waiting tap's fields on the phone. */
type PostFields = Pick<URLSearchParams, 'get' | 'getAll'> | FormData

const textOf = (form: PostFields, name: string): string | undefined => {
  const value = form.get(name)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** A minute as typed: a whole number, else none (the writer refuses one out of range). */
function minuteOf(form: PostFields): number | undefined {
  const text = textOf(form, 'minute')
  if (text === undefined || !/^\d{1,3}$/.test(text)) return undefined
  return Number(text)
}

/** `home:P100` (a player's button) → the side and the player's id. */
function playerOf(
  value: string | undefined,
): { side: 'home' | 'away'; playerId: string } | undefined {
  const match = value === undefined ? null : /^(home|away):(.+)$/.exec(value)
  return match ? { side: match[1] as 'home' | 'away', playerId: match[2]! } : undefined
}

function eventOf(form: PostFields): LiveEventInput | undefined {
  const minute = minuteOf(form)
  const at = minute === undefined ? {} : { minute }
  const period = textOf(form, 'period')
  if (period !== undefined)
    return (PERIOD_KINDS as readonly string[]).includes(period)
      ? { type: 'period', period: period as LiveEventInput['period'], ...at }
      : undefined
  const kind = textOf(form, 'kind') ?? 'goal'
  const player = playerOf(textOf(form, 'player'))
  if (!player || !(PLAYER_EVENT_KINDS as readonly string[]).includes(kind)) return undefined
  if (kind === 'kick-in' || kind === 'kick-out')
    return { type: 'shootout', ...player, scored: kind === 'kick-in' }
  return { type: kind as LiveEventInput['type'], ...player, ...at }
}

/** The post's request, or undefined when its fields do not make one. */
export function parseLiveSheetPost(form: PostFields): LiveSheetPost | undefined {
  const intent = textOf(form, 'intent')
  const eventId = textOf(form, 'eventId')
  switch (intent) {
    case 'start':
      return { intent }
    case 'event': {
      if (textOf(form, 'kind') === 'assist' && textOf(form, 'period') === undefined) {
        const goalId = textOf(form, 'assistFor')
        const assistId = playerOf(textOf(form, 'player'))?.playerId
        return goalId && assistId ? { intent: 'assist', eventId: goalId, assistId } : undefined
      }
      const event = eventOf(form)
      return event && eventId ? { intent, eventId, event } : undefined
    }
    case 'undo':
      return eventId ? { intent, eventId } : undefined
    case 'finish':
      return {
        intent,
        played: form
          .getAll('played')
          .filter((id): id is string => typeof id === 'string' && id !== ''),
      }
    default:
      return undefined
  }
}
