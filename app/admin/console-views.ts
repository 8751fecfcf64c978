// Pure: today comes in.
import {
  type League,
  type Match,
  type Player,
  findMatch,
  formatLongDate,
  formatMatchTime,
  localName,
  matchSheet,
  formatMoney,
  redCardOffers,
  tonightsMatches,
  leagueToday,
} from '~/league/index.ts'
import { adminText } from '~/i18n/admin-text.ts'
import type { Lang } from '~/i18n/language.ts'

export type GameSummary = {
  id: string
  divisionId: string
  time: string
  division: string
  field: string
  home: string
  away: string
  finished: boolean
  /** Both teams are known: a playoff slot still to be decided has no result sheet yet. */
  teamsKnown: boolean
  /** Being played: `score` is then the running score. */
  live: boolean
  score?: string
  calledOff?: Match['calledOff']
}

export type TonightView = {
  dateLabel: string
  games: GameSummary[]
}

export type RosterEntry = { id: string; name: string; number?: number }

export type SheetSide = {
  name: string
  players: RosterEntry[]
  keepers: RosterEntry[]
}

export type SheetValues = {
  homeScore: string
  awayScore: string
  overtime: boolean
  forfeit: '' | 'home' | 'away'
  homeShootoutGoals: string
  awayShootoutGoals: string
  homeShootoutAttempts: string
  awayShootoutAttempts: string
  home: LineValues[]
  away: LineValues[]
}

export type LineValues = {
  id: string
  played: boolean
  goals: string
  assists: string
  yellow: string
  red: string
}

export type SheetView = {
  game: GameSummary & { dateLabel: string }
  home: SheetSide
  away: SheetSide
  values: SheetValues
}

export function gameSummary(match: Match, lang: Lang): GameSummary {
  const finished = match.status === 'finished'
  return {
    id: match.id,
    divisionId: match.divisionId,
    time: formatMatchTime(match, lang) ?? '',
    division: localName({ name: match.divisionName }, lang),
    field: match.field ?? '',
    home: localName(match.home, lang),
    away: localName(match.away, lang),
    finished,
    teamsKnown: !match.home.tbd && !match.away.tbd,
    live: match.status === 'live',
    ...(match.calledOff ? { calledOff: match.calledOff } : {}),
    ...((finished || match.status === 'live') &&
    match.home.score !== undefined &&
    match.away.score !== undefined
      ? { score: `${match.home.score} – ${match.away.score}` }
      : {}),
  }
}

export function tonightView(league: League, now: Date, lang: Lang): TonightView {
  return {
    dateLabel: formatLongDate(leagueToday(now), lang),
    games: tonightsMatches(league, now).map((match) => gameSummary(match, lang)),
  }
}

export const byNumberThenName = (a: RosterEntry, b: RosterEntry) =>
  (a.number ?? Infinity) - (b.number ?? Infinity) || a.name.localeCompare(b.name)

export function roster(
  league: League,
  teamId: string | undefined,
): { players: Player[]; keepers: Player[] } {
  const members = teamId === undefined ? [] : league.players.filter((p) => p.teamId === teamId)
  return {
    players: members.filter((p) => !p.isGoalkeeper),
    keepers: members.filter((p) => p.isGoalkeeper),
  }
}

export const entry = (player: Player): RosterEntry => ({
  id: player.id,
  name: player.name,
  ...(player.jerseyNumber !== undefined ? { number: player.jerseyNumber } : {}),
})

const text = (n: number | undefined) => (n === undefined ? '' : String(n))

export function sheetView(league: League, gameId: string, lang: Lang): SheetView | undefined {
  const match = findMatch(league, gameId)
  if (!match || match.home.tbd || match.away.tbd) return undefined
  const finished = match.status === 'finished'
  const recorded = finished ? matchSheet(league, match.id, match.divisionId) : undefined
  const sides = { home: roster(league, match.home.teamId), away: roster(league, match.away.teamId) }
  const lines = (side: 'home' | 'away'): LineValues[] => {
    const onSheet = recorded
      ? new Map(
          [...recorded[side].players, ...recorded[side].keepers].flatMap((line) =>
            line.playerId === undefined ? [] : [[line.playerId, line] as const],
          ),
        )
      : undefined
    return [...sides[side].players, ...sides[side].keepers].map((player) => {
      const line = onSheet?.get(player.id)
      return {
        id: player.id,
        // A new sheet starts with everyone present: the operator unticks who did not come.
        played: onSheet ? line !== undefined : true,
        goals: line?.goals ? String(line.goals) : '',
        assists: line?.assists ? String(line.assists) : '',
        yellow: line?.yellow ? String(line.yellow) : '',
        red: line?.red ? String(line.red) : '',
      }
    })
  }
  const side = (which: 'home' | 'away'): SheetSide => ({
    name: localName(match[which], lang),
    players: sides[which].players.map(entry).sort(byNumberThenName),
    keepers: sides[which].keepers.map(entry).sort(byNumberThenName),
  })
  const home = side('home')
  const away = side('away')
  const ordered = (which: 'home' | 'away', view: SheetSide) => {
    const all = lines(which)
    return [...view.players, ...view.keepers].map((player) => all.find((l) => l.id === player.id)!)
  }
  return {
    game: { ...gameSummary(match, lang), dateLabel: formatLongDate(match.date, lang) },
    home,
    away,
    values: {
      homeScore: finished ? text(match.home.score) : '',
      awayScore: finished ? text(match.away.score) : '',
      overtime: finished && match.wentOvertime,
      forfeit: match.homeForfeit ? 'home' : match.awayForfeit ? 'away' : '',
      homeShootoutGoals: text(match.shootout?.home.goals),
      awayShootoutGoals: text(match.shootout?.away.goals),
      homeShootoutAttempts: text(match.shootout?.home.attempts),
      awayShootoutAttempts: text(match.shootout?.away.attempts),
      home: ordered('home', home),
      away: ordered('away', away),
    },
  }
}

export function keeperIds(view: SheetView): Set<string> {
  return new Set([...view.home.keepers, ...view.away.keepers].map((keeper) => keeper.id))
}

export function gameLabel(league: League, gameId: string, lang: Lang): string | undefined {
  const match = findMatch(league, gameId)
  if (!match) return undefined
  const game = gameSummary(match, lang)
  return `${game.home} ${game.score ?? '–'} ${game.away}`
}

export type SuspensionOffer = {
  player: string
  /** The player's red cards of the season, this one included. */
  nth: number
  games: number
  fine: string
  /** The discipline page with its suspension form filled in. */
  href: string
}

/**
 * The suspensions a saved result calls for, by the rules' red-card ladder, each a link to the
 * discipline page's form filled with the player, the games, the fine and the game as the offence.
 */
export function suspensionOffers(league: League, gameId: string, lang: Lang): SuspensionOffer[] {
  const match = findMatch(league, gameId)
  if (!match) return []
  const game = gameSummary(match, lang)
  const day = match.date ? formatLongDate(match.date, lang) : ''
  const offence = adminText(lang)('admin.tonight.redOffence', {
    game: [`${game.home} – ${game.away}`, day].filter(Boolean).join(', '),
  })
  return redCardOffers(league, gameId).map((offer) => {
    const query = new URLSearchParams({
      player: offer.playerId,
      games: String(offer.games),
      fine: String(offer.fine),
      offence,
    })
    return {
      player: offer.name,
      nth: offer.nth,
      games: offer.games,
      fine: formatMoney(offer.fine, lang),
      href: `/admin/discipline?${query}#suspend-title`,
    }
  })
}
