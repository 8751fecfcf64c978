import {
  AWAY_ID_KEYS,
  AWAY_SCORE_KEYS,
  entriesOf,
  findTeam,
  firstValue,
  HOME_ID_KEYS,
  HOME_SCORE_KEYS,
  scheduledGames,
  type SeasonContext,
} from './check-context.ts'
import { pathOf, shown, type FindingList } from './check-findings.ts'
import { checkEvents } from './check-events.ts'
import { checkFieldNames, KNOWN_FIELDS } from './check-keys.ts'
import { readGameStatus } from './game-status.ts'
import { asRecord, cleanText, isTrueFlag, matchKey, toNumber, type RawRecord } from './text.ts'
import { parseLocalDate, parseWallTime } from './time.ts'

const FLAG_VALUES = new Set(['true', 'false', '1', '0', 'yes', 'no', ''])

function sameDay(a: unknown, b: unknown): boolean {
  const x = parseLocalDate(a)
  const y = parseLocalDate(b)
  return (
    x === undefined ||
    y === undefined ||
    (x.year === y.year && x.month === y.month && x.day === y.day)
  )
}

function checkScore(
  record: RawRecord,
  keys: readonly string[],
  side: 'home' | 'away',
  at: string,
  finished: boolean,
  findings: FindingList,
): void {
  const key = keys.find((k) => record[k] !== undefined && record[k] !== null)
  if (key === undefined) return
  const value = record[key]
  const number = toNumber(value)
  if (number !== undefined && number >= 0 && Number.isInteger(number)) return
  const path = pathOf(at, key)
  const sideEn = side === 'home' ? 'home' : 'away'
  const sideFr = side === 'home' ? 'locale' : 'visiteuse'
  if (finished) {
    findings.error(
      'score-not-a-number',
      path,
      `The ${sideEn} score ${shown(value)} is not a whole number: the game shows "Final" without a score while the standings count it. Write the number of goals.`,
      `Le pointage de l’équipe ${sideFr} ${shown(value)} n’est pas un nombre entier : le match s’affiche « Final » sans pointage alors que le classement le compte. Inscrivez le nombre de buts.`,
    )
  } else {
    findings.warning(
      'score-not-a-number',
      path,
      `The ${sideEn} score ${shown(value)} is not a whole number (the game is not finished, so it is not shown yet).`,
      `Le pointage de l’équipe ${sideFr} ${shown(value)} n’est pas un nombre entier (le match n’est pas terminé, il n’est pas encore affiché).`,
    )
  }
}

function checkTeamRef(
  record: RawRecord,
  keys: readonly string[],
  at: string,
  context: SeasonContext,
  findings: FindingList,
): void {
  if (context.teams === undefined) return
  const key = keys.find((k) => cleanText(record[k]) !== undefined)
  if (key === undefined) return
  if (findTeam(context, record[key])) return
  findings.error(
    'unknown-team',
    pathOf(at, key),
    `Team ${shown(record[key])} is not in ${context.seasonId}_Teams: its links would lead nowhere. Fix the id or add the team.`,
    `L’équipe ${shown(record[key])} n’est pas dans ${context.seasonId}_Teams : ses liens ne mèneraient nulle part. Corrigez l’identifiant ou ajoutez l’équipe.`,
  )
}

function checkStatus(
  record: RawRecord,
  at: string,
  finished: boolean,
  findings: FindingList,
): void {
  const status = readGameStatus(record.Status)
  if (status === 'unknown') {
    findings.warning(
      'unknown-status',
      pathOf(at, 'Status'),
      `Status ${shown(record.Status)} is not one the site reads: the game is shown as scheduled. Write "live", "postponed" or "cancelled", or remove it.`,
      `Le statut ${shown(record.Status)} n’est pas lu par le site : le match est affiché comme prévu. Écrivez « live », « postponed » ou « cancelled », ou retirez-le.`,
    )
  } else if (status !== undefined && finished) {
    findings.warning(
      'status-of-finished-game',
      pathOf(at, 'Status'),
      `The game is finished, so its status "${status}" is not shown. Remove the status, or set GameComplete to false.`,
      `Le match est terminé : son statut « ${status} » n’est pas affiché. Retirez le statut, ou mettez GameComplete à false.`,
    )
  } else if (status === undefined && cleanText(record.StatusReason) !== undefined) {
    findings.warning(
      'reason-without-status',
      pathOf(at, 'StatusReason'),
      'The game has a StatusReason but no Status: the reason is not shown. Add Status ("postponed" or "cancelled"), or remove the reason.',
      'Le match a un StatusReason mais pas de Status : la raison n’est pas affichée. Ajoutez Status (« postponed » ou « cancelled »), ou retirez la raison.',
    )
  }
}

export function checkSchedule(
  league: RawRecord,
  context: SeasonContext,
  findings: FindingList,
): void {
  const seasonNode = asRecord(asRecord(league.Schedule)?.[context.seasonId])
  if (!seasonNode) return
  const seasonPath = pathOf('Schedule', context.seasonId)
  if (seasonNode.Divisions === undefined) {
    findings.error(
      'schedule-without-divisions',
      seasonPath,
      `The schedule of ${context.seasonId} has no "Divisions" node: none of its games are shown.`,
      `Le calendrier de ${context.seasonId} n’a pas de nœud « Divisions » : aucun de ses matchs n’est affiché.`,
    )
  }
  for (const [divisionKey] of entriesOf(seasonNode.Divisions)) {
    if (context.divisions && !context.divisions.has(matchKey(divisionKey))) {
      findings.error(
        'unknown-division',
        pathOf(seasonPath, 'Divisions', divisionKey),
        `Division "${divisionKey}" is not listed in Seasons/${context.seasonId}/Divisions nor in Divisions: its games belong to no division the site shows.`,
        `La division « ${divisionKey} » n’est listée ni dans Seasons/${context.seasonId}/Divisions ni dans Divisions : ses matchs n’appartiennent à aucune division affichée.`,
      )
    }
  }
  const seen = new Map<string, string>()
  scheduledGames(league, context.seasonId, (game, record, dayKey) => {
    const at = game.path
    checkFieldNames(record, KNOWN_FIELDS.game, at, findings)
    const first = seen.get(game.id)
    if (first !== undefined) {
      findings.error(
        'duplicate-id',
        at,
        `Game id "${game.id}" is also used by ${first}: the match page and the stats can show only one of them. Give each game its own id.`,
        `L’identifiant de match « ${game.id} » est aussi celui de ${first} : la page du match et les statistiques n’en montrent qu’un. Donnez à chaque match son propre identifiant.`,
      )
    } else seen.set(game.id, at)

    const dateValue = record.Date ?? record.date
    if (parseLocalDate(dateValue) === undefined && parseLocalDate(dayKey) === undefined) {
      findings.error(
        'unreadable-date',
        at,
        `Neither the date ${shown(dateValue)} nor the day "${dayKey}" can be read: the game is listed without a date. Write it like "Nov 9, 2025".`,
        `Ni la date ${shown(dateValue)} ni le jour « ${dayKey} » ne peuvent être lus : le match est listé sans date. Écrivez-la comme « Nov 9, 2025 ».`,
      )
    } else if (dateValue !== undefined && parseLocalDate(dateValue) === undefined) {
      findings.warning(
        'unreadable-date',
        pathOf(at, record.Date !== undefined ? 'Date' : 'date'),
        `The date ${shown(dateValue)} cannot be read; the day "${dayKey}" is used instead.`,
        `La date ${shown(dateValue)} ne peut être lue ; le jour « ${dayKey} » est utilisé à la place.`,
      )
    } else if (!sameDay(dateValue, dayKey)) {
      findings.warning(
        'date-mismatch',
        pathOf(at, record.Date !== undefined ? 'Date' : 'date'),
        `The date ${shown(dateValue)} is not the day "${dayKey}" the game is filed under; the site uses ${shown(dateValue)}.`,
        `La date ${shown(dateValue)} n’est pas le jour « ${dayKey} » sous lequel le match est classé ; le site utilise ${shown(dateValue)}.`,
      )
    }
    const timeValue = record.Time ?? record.time
    const timeText = cleanText(timeValue)
    if (
      timeText !== undefined &&
      timeText.toUpperCase() !== 'TBD' &&
      parseWallTime(timeValue) === undefined
    ) {
      findings.warning(
        'unreadable-time',
        pathOf(at, record.Time !== undefined ? 'Time' : 'time'),
        `The time ${shown(timeValue)} cannot be read: the game is listed last in its day. Write it like "7:30 PM" or "19:30", or "TBD".`,
        `L’heure ${shown(timeValue)} ne peut être lue : le match est listé en dernier dans sa journée. Écrivez-la comme « 7:30 PM » ou « 19:30 », ou « TBD ».`,
      )
    }

    const complete = record.GameComplete ?? record.gameComplete
    const live = !game.finished && readGameStatus(record.Status) === 'live'
    const readableFlag =
      typeof complete === 'boolean' ||
      complete === 0 ||
      complete === 1 ||
      (typeof complete === 'string' && FLAG_VALUES.has(complete.trim().toLowerCase()))
    if (complete !== undefined && complete !== null && !readableFlag) {
      findings.warning(
        'unreadable-flag',
        pathOf(at, record.GameComplete !== undefined ? 'GameComplete' : 'gameComplete'),
        `GameComplete ${shown(complete)} is read as "not finished". Write true or false.`,
        `GameComplete ${shown(complete)} est lu comme « non terminé ». Écrivez true ou false.`,
      )
    }
    checkScore(record, HOME_SCORE_KEYS, 'home', at, game.finished, findings)
    checkScore(record, AWAY_SCORE_KEYS, 'away', at, game.finished, findings)
    const homeRaw = firstValue(record, HOME_SCORE_KEYS)
    const awayRaw = firstValue(record, AWAY_SCORE_KEYS)
    if (game.finished && (homeRaw === undefined || awayRaw === undefined)) {
      findings.error(
        'finished-without-score',
        at,
        `The game is marked finished but has no ${homeRaw === undefined ? 'HomeTeamScore' : 'AwayTeamScore'}: it shows "Final" with no score. Write both scores, or set GameComplete to false.`,
        `Le match est marqué terminé mais n’a pas de ${homeRaw === undefined ? 'HomeTeamScore' : 'AwayTeamScore'} : il s’affiche « Final » sans pointage. Inscrivez les deux pointages, ou mettez GameComplete à false.`,
      )
    } else if (
      !game.finished &&
      !live &&
      game.homeScore !== undefined &&
      game.awayScore !== undefined &&
      !isTrueFlag(complete)
    ) {
      findings.warning(
        'score-not-finished',
        at,
        `The game has a score (${game.homeScore}-${game.awayScore}) but is not marked finished, so the score is not shown. Set GameComplete to true if it was played.`,
        `Le match a un pointage (${game.homeScore}-${game.awayScore}) mais n’est pas marqué terminé : le pointage n’est pas affiché. Mettez GameComplete à true s’il a été joué.`,
      )
    }
    checkStatus(record, at, game.finished, findings)
    checkEvents(record, game, live, context, findings)
    checkTeamRef(record, HOME_ID_KEYS, at, context, findings)
    checkTeamRef(record, AWAY_ID_KEYS, at, context, findings)
    if (game.homeTeamId !== undefined && matchKey(game.homeTeamId) === matchKey(game.awayTeamId)) {
      findings.error(
        'same-team-twice',
        at,
        `Team "${game.homeTeamId}" plays itself. Fix HomeTeamID or AwayTeamID.`,
        `L’équipe « ${game.homeTeamId} » joue contre elle-même. Corrigez HomeTeamID ou AwayTeamID.`,
      )
    }
  })
}
