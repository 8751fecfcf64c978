// Pure: no I/O, no clock (today comes in).
import {
  type League,
  PAYMENT_STATUSES,
  type PaymentStatus,
  fines,
  formatLongDate,
  formatMoney,
  localName,
  suspensions,
} from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

export type SuspensionItem = {
  playerId: string
  player: string
  team: string
  offence: string
  games?: number
  asOf: string
  returnDate: string
  fine: string
}

export type FineItem = {
  id: string
  team: string
  amount: string
  notes: string
  status: PaymentStatus | ''
  updated: string
}

export type PickOption = { id: string; label: string }
export type PickGroup = { label: string; options: PickOption[] }

/** The suspension form's values from the address: the result sheet's offer after a red card. */
export type SuspensionPrefill = {
  playerId: string
  games?: string
  fine?: string
  offence?: string
}

export type DisciplineView = {
  seasonId: string
  seasonName: string
  today: string
  suspensions: SuspensionItem[]
  openFines: FineItem[]
  paidFines: FineItem[]
  players: PickGroup[]
  teams: PickGroup[]
}

const date = (value: string | undefined, lang: Lang) =>
  value ? formatLongDate(value, lang) || value : ''

function paymentStatus(value: string | undefined): PaymentStatus | '' {
  const wanted = (value ?? '').trim().toLowerCase()
  return PAYMENT_STATUSES.find((status) => status.toLowerCase() === wanted) ?? ''
}

export function disciplineView(
  league: League,
  today: string,
  lang: Lang,
): DisciplineView | undefined {
  const season = league.activeSeason
  if (!season || !league.seasonId) return undefined
  const teamName = (teamId: string | undefined) => {
    const team = teamId === undefined ? undefined : league.teams.find((t) => t.id === teamId)
    return team ? localName(team, lang) : (teamId ?? '')
  }
  const byName = (a: PickOption, b: PickOption) => a.label.localeCompare(b.label, lang)
  const divisionTeams = league.divisions.map((division) => ({
    division: localName(division, lang),
    teams: league.teams
      .filter((team) => team.divisionId === division.id)
      .map((team) => ({ id: team.id, label: localName(team, lang) }))
      .sort(byName),
  }))
  const fineItems: FineItem[] = fines(league, { seasonId: league.seasonId }).map((fine) => ({
    id: fine.id,
    team: fine.teamId ? teamName(fine.teamId) : (fine.teamName ?? ''),
    amount: formatMoney(fine.amount, lang),
    notes: fine.notes ?? '',
    status: paymentStatus(fine.paymentStatus),
    updated: date(fine.updatedAt, lang),
  }))
  return {
    seasonId: league.seasonId,
    seasonName: localName(season, lang),
    today,
    suspensions: suspensions(league).map((row) => ({
      playerId: row.playerId,
      player: row.playerName,
      team: row.team ? localName(row.team, lang) : teamName(row.teamId),
      offence: row.suspension.notes ?? '',
      ...(row.suspension.games !== undefined ? { games: row.suspension.games } : {}),
      asOf: date(row.suspension.asOf, lang),
      returnDate: date(row.suspension.returnDate, lang),
      fine: row.suspension.fine !== undefined ? formatMoney(row.suspension.fine, lang) : '',
    })),
    openFines: fineItems.filter((fine) => fine.status !== 'Paid'),
    paidFines: fineItems.filter((fine) => fine.status === 'Paid'),
    players: divisionTeams.flatMap(({ division, teams }) =>
      teams.map((team) => ({
        label: `${team.label} (${division})`,
        options: league.players
          .filter((player) => player.teamId === team.id)
          .map((player) => ({ id: player.id, label: player.name }))
          .sort(byName),
      })),
    ),
    teams: divisionTeams
      .filter(({ teams }) => teams.length > 0)
      .map(({ division, teams }) => ({ label: division, options: teams })),
  }
}

/**
 * A suspension offered from a result (`?player=…&games=…&fine=…&offence=…`): only a player of the
 * season's roster, and figures the form would take; anything else is left for the operator.
 */
export function suspensionPrefill(
  params: URLSearchParams,
  view: DisciplineView,
): SuspensionPrefill | undefined {
  const playerId = params.get('player') ?? ''
  if (!view.players.some((group) => group.options.some((option) => option.id === playerId)))
    return undefined
  const games = params.get('games') ?? ''
  const fine = params.get('fine') ?? ''
  const offence = (params.get('offence') ?? '').trim()
  return {
    playerId,
    ...(/^[1-9]\d?$/.test(games) ? { games } : {}),
    ...(/^\d{1,4}(\.\d{1,2})?$/.test(fine) ? { fine } : {}),
    ...(offence !== '' && offence.length <= 200 ? { offence } : {}),
  }
}
