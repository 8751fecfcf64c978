// docs/product.md#leaders. Pure.
import type { Lang } from '~/i18n/language.ts'
import {
  type KeeperLeaderRow,
  type League,
  type LeaderCategory,
  type PlayerLeaderRow,
  type Sex,
  LEADER_CATEGORIES,
  keeperLeaders,
  localName,
  localText,
  playerLeaders,
} from '~/league/index.ts'

import type { DivisionOption } from './division-option.ts'
import { playerHref } from './links.ts'
import { type SeasonOption, divisionSeasonChoice } from './season-choice.ts'

type PlayerCell = {
  rank: number
  name: string
  href?: string
  teamName?: string
  teamHref?: string
}

export type LeaderRowView = PlayerCell & {
  gp: number
  goals: number
  assists: number
  points: number
  yellow: number
  red: number
}

export type KeeperRowView = PlayerCell & {
  gp: number
  /** Goals against per game, written in the page's language (« 1,50 », "1.50"). */
  gaa: string
  cleanSheets: number
}

export type LeadersPageView = {
  available: boolean
  seasons: SeasonOption[]
  season?: SeasonOption
  divisions: DivisionOption[]
  selectedId?: string
  divisionName?: string
  sex?: Sex
  unknownDivision?: string
  unknownSeason?: string
  leaders: Record<LeaderCategory, LeaderRowView[]>
  keepers: KeeperRowView[]
  /** The fewest games in goal for a goalkeeper to be ranked. */
  keeperMinGames: number
}

const noLeaders = (): Record<LeaderCategory, LeaderRowView[]> => ({
  points: [],
  goals: [],
  assists: [],
  cards: [],
})

export function unavailableLeadersPage(): LeadersPageView {
  return {
    available: false,
    seasons: [],
    divisions: [],
    leaders: noLeaders(),
    keepers: [],
    keeperMinGames: 1,
  }
}

export function buildLeadersPage(
  league: League,
  request: { division: string | null; lang: Lang; unknownSeason?: string },
): LeadersPageView {
  const { lang } = request
  const { choice, division } = divisionSeasonChoice(league, request, (divisions) => divisions[0])
  const view: LeadersPageView = {
    available: true,
    ...choice,
    leaders: noLeaders(),
    keepers: [],
    keeperMinGames: 1,
  }
  if (!division) return view
  view.selectedId = division.id
  view.divisionName = localName(division, lang)
  view.sex = division.sex
  const seasonId = league.seasonId
  for (const category of LEADER_CATEGORIES) {
    view.leaders[category] = playerLeaders(league, { divisionId: division.id, category }).map(
      (row) => ({ ...playerCell(row, seasonId, lang), ...figures(row) }),
    )
  }
  const keepers = keeperLeaders(league, { divisionId: division.id })
  const gaa = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  view.keepers = keepers.rows.map((row) => ({
    ...playerCell(row, seasonId, lang),
    gp: row.gp,
    gaa: gaa.format(row.gaa),
    cleanSheets: row.cleanSheets,
  }))
  view.keeperMinGames = keepers.minGames
  return view
}

function figures(row: PlayerLeaderRow) {
  const { gp, goals, assists, points, yellow, red } = row
  return { gp, goals, assists, points, yellow, red }
}

function playerCell(
  row: PlayerLeaderRow | KeeperLeaderRow,
  seasonId: string | undefined,
  lang: Lang,
): PlayerCell {
  const cell: PlayerCell = { rank: row.rank, name: row.name }
  const href = playerHref({
    playerId: row.playerId,
    playerKey: 'playerKey' in row ? row.playerKey : undefined,
    playerName: row.name,
    season: seasonId,
    division: row.divisionId,
    teamId: row.team?.id,
    teamKey: row.team?.key,
  })
  if (href) cell.href = href
  if (row.team) cell.teamName = localText(row.team.name, lang)
  return cell
}
