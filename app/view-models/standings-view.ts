import type { Lang } from '~/i18n/language.ts'
import {
  type FormResult,
  type ProvisionalStandings,
  type Standings,
  localText,
} from '~/league/index.ts'

import { teamHref } from './links.ts'

export type StandingsRowView = {
  rank: number
  teamId: string
  teamName: string
  teamHref?: string
  gp: number
  w: number
  d: number
  l: number
  diff: number
  points: number
  form: FormResult[]
  inPlayoffSpot: boolean
  /** Positive: places gained since the official table. */
  movement?: number
  playing?: true
}

export type StandingsView = {
  divisionId: string
  divisionName: string
  playoffSpots: number
  rows: StandingsRowView[]
}

export function toStandingsView(
  standings: Standings,
  seasonId: string | undefined,
  lang: Lang,
): StandingsView {
  return {
    divisionId: standings.divisionId,
    divisionName: standings.division
      ? localText(standings.division.name, lang)
      : standings.divisionId,
    playoffSpots: standings.playoffSpots,
    rows: standings.rows.map((row) => {
      const view: StandingsRowView = {
        rank: row.rank,
        teamId: row.team.id,
        teamName: localText(row.team.name, lang),
        gp: row.gp,
        w: row.w,
        d: row.d,
        l: row.l,
        diff: row.diff,
        points: row.points,
        form: row.form,
        inPlayoffSpot: row.inPlayoffSpot,
      }
      const href = teamHref({ teamId: row.team.id, divisionId: standings.divisionId, seasonId })
      if (href) view.teamHref = href
      return view
    }),
  }
}

export type ProvisionalView = {
  standings: StandingsView
  liveGames: number
}

export function toProvisionalView(
  provisional: ProvisionalStandings,
  seasonId: string | undefined,
  lang: Lang,
): ProvisionalView {
  const standings = toStandingsView(provisional, seasonId, lang)
  provisional.rows.forEach((row, index) => {
    const view = standings.rows[index]
    const movement = row.officialRank - row.rank
    if (movement !== 0) view.movement = movement
    if (row.playing) view.playing = true
  })
  return { standings, liveGames: provisional.liveGames.length }
}
