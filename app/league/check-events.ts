// Checks of a game's `Events`: docs/data-contract.md#game-events.
import { findTeam, type GameInfo, type SeasonContext } from './check-context.ts'
import { checkFieldNames, KNOWN_FIELDS } from './check-keys.ts'
import { pathOf, shown, type FindingList } from './check-findings.ts'
import {
  readEventPeriod,
  readEventSide,
  readEventType,
  readMatchEvents,
  readMinute,
  scoreFromEvents,
} from './match-events.ts'
import { asRecord, cleanText, forEachChildRecord, type RawRecord } from './text.ts'

const PLAYER_KEYS = ['PlayerID', 'playerId', 'player_id'] as const
const ASSIST_KEYS = ['AssistID', 'assistId', 'assist_id'] as const

const idText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : cleanText(value)

function firstOf(record: RawRecord, keys: readonly string[]): { key: string; id?: string } {
  const key = keys.find((k) => record[k] !== undefined && record[k] !== null) ?? keys[0]
  const id = idText(record[key])
  return id === undefined ? { key } : { key, id }
}

function checkPlayer(
  record: RawRecord,
  keys: readonly string[],
  sideTeamId: string | undefined,
  at: string,
  context: SeasonContext,
  findings: FindingList,
): void {
  const { key, id } = firstOf(record, keys)
  if (id === undefined || context.players === undefined) return
  const player = context.players.get(id)
  if (!player) {
    findings.warning(
      'event-unknown-player',
      pathOf(at, key),
      `Player ${shown(record[key])} is not in ${context.seasonId}_Players: the match page shows the event without a name.`,
      `Le joueur ${shown(record[key])} n’est pas dans ${context.seasonId}_Players : la page du match montre l’événement sans nom.`,
    )
    return
  }
  const sideTeam = sideTeamId === undefined ? undefined : findTeam(context, sideTeamId)
  const playerTeam = player.teamId === undefined ? undefined : findTeam(context, player.teamId)
  if (sideTeam && playerTeam && sideTeam.id !== playerTeam.id)
    findings.warning(
      'event-wrong-side',
      pathOf(at, key),
      `Player ${shown(record[key])} plays for ${playerTeam.id}, not for the side the event names (${sideTeam.id}): check Side.`,
      `Le joueur ${shown(record[key])} joue pour ${playerTeam.id}, pas pour le côté que nomme l’événement (${sideTeam.id}) : vérifiez Side.`,
    )
}

function checkEvent(
  eventKey: string,
  record: RawRecord,
  game: GameInfo,
  context: SeasonContext,
  findings: FindingList,
): void {
  const at = pathOf(game.path, 'Events', eventKey)
  checkFieldNames(record, KNOWN_FIELDS.event, at, findings)
  const typeValue = record.Type ?? record.type
  const type = readEventType(typeValue)
  if (type === undefined) {
    findings.error(
      'event-unknown-type',
      pathOf(at, 'Type'),
      `Event type ${shown(typeValue)} is not one the site reads: the match page leaves the event out. Write goal, own-goal, yellow, red, period or shootout.`,
      `Le type d’événement ${shown(typeValue)} n’est pas lu par le site : la page du match omet l’événement. Écrivez goal, own-goal, yellow, red, period ou shootout.`,
    )
    return
  }
  const minuteValue = record.Minute ?? record.minute
  if (minuteValue !== undefined && minuteValue !== null && readMinute(minuteValue) === undefined)
    findings.warning(
      'event-unreadable-minute',
      pathOf(at, 'Minute'),
      `Minute ${shown(minuteValue)} is not a whole number of minutes: the event is told after the timed ones.`,
      `La minute ${shown(minuteValue)} n’est pas un nombre entier de minutes : l’événement est raconté après ceux qui ont une minute.`,
    )
  else if (type !== 'shootout' && (minuteValue === undefined || minuteValue === null))
    findings.warning(
      'event-without-minute',
      at,
      'The event has no Minute: it is told after the timed ones. Write the minute of play.',
      'L’événement n’a pas de Minute : il est raconté après ceux qui ont une minute. Inscrivez la minute de jeu.',
    )
  if (type === 'period') {
    const periodValue = record.Period ?? record.period
    if (readEventPeriod(periodValue) === undefined)
      findings.error(
        'event-unknown-period',
        pathOf(at, 'Period'),
        `Period ${shown(periodValue)} is not one the site reads: the match page leaves it out. Write half-time, overtime or end.`,
        `La période ${shown(periodValue)} n’est pas lue par le site : la page du match l’omet. Écrivez half-time, overtime ou end.`,
      )
    return
  }
  const sideValue = record.Side ?? record.side
  const side = readEventSide(sideValue)
  if (side === undefined) {
    findings.error(
      'event-unknown-side',
      pathOf(at, 'Side'),
      `Side ${shown(sideValue)} is neither home nor away: the match page leaves the event out. Write home or away.`,
      `Le côté ${shown(sideValue)} n’est ni home ni away : la page du match omet l’événement. Écrivez home ou away.`,
    )
    return
  }
  const sideTeamId = side === 'home' ? game.homeTeamId : game.awayTeamId
  checkPlayer(record, PLAYER_KEYS, sideTeamId, at, context, findings)
  if (type === 'goal') checkPlayer(record, ASSIST_KEYS, sideTeamId, at, context, findings)
}

export function checkEvents(
  record: RawRecord,
  game: GameInfo,
  live: boolean,
  context: SeasonContext,
  findings: FindingList,
): void {
  const node = record.Events
  if (node === undefined || node === null) return
  const at = pathOf(game.path, 'Events')
  if (asRecord(node) === undefined && !Array.isArray(node)) {
    findings.error(
      'events-not-a-list',
      at,
      `Events is ${shown(node)}, not a list of events: the match page tells nothing. Write one record per event under Events/{eventId}.`,
      `Events vaut ${shown(node)}, pas une liste d’événements : la page du match ne raconte rien. Inscrivez un enregistrement par événement sous Events/{eventId}.`,
    )
    return
  }
  forEachChildRecord(node, (key, event) => checkEvent(key, event, game, context, findings))
  const events = readMatchEvents(node)
  if (events.length === 0) return
  if (!live && !game.finished) {
    findings.warning(
      'events-before-start',
      at,
      'The game has events but is neither live nor finished: its page does not tell them yet. Set Status to "live", or GameComplete to true.',
      'Le match a des événements mais n’est ni en cours ni terminé : sa page ne les raconte pas encore. Mettez Status à « live », ou GameComplete à true.',
    )
    return
  }
  const goals = scoreFromEvents(events)
  const counted = events.some((event) => event.type === 'goal' || event.type === 'own-goal')
  if (
    counted &&
    game.homeScore !== undefined &&
    game.awayScore !== undefined &&
    !game.forfeit &&
    (goals.home !== game.homeScore || goals.away !== game.awayScore)
  )
    findings.warning(
      'events-disagree-with-score',
      at,
      `The goals in Events make ${goals.home}-${goals.away} but the score is ${game.homeScore}-${game.awayScore}: the match page's story and its score differ. Fix the events or the score.`,
      `Les buts d’Events font ${goals.home}-${goals.away} mais le pointage est ${game.homeScore}-${game.awayScore} : le récit de la page du match et son pointage diffèrent. Corrigez les événements ou le pointage.`,
    )
}
