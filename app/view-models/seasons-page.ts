// docs/product.md#seasons. Pure.
import type { Lang } from '~/i18n/language.ts'
import {
  type League,
  type SeasonStage,
  localName,
  localText,
  seasonSummaries,
} from '~/league/index.ts'

import { playerHref, playoffsHref, scheduleHref, standingsHref, teamHref } from './links.ts'

export type SeasonTeamView = { name: string; href?: string }

export type SeasonDivisionView = {
  id: string
  name: string
  /** A women's division: « Championnes ». */
  women?: true
  /** A division of the current season still playing has no champion yet, and a leader for now. */
  stage: SeasonStage
  champion?: SeasonTeamView
  leader?: SeasonTeamView
  topScorer?: { name: string; href?: string; team: string; goals: number }
  playoffsHref?: string
  standingsHref: string
  scheduleHref: string
}

export type SeasonView = {
  id: string
  name: string
  isActive: boolean
  divisions: SeasonDivisionView[]
}

export type SeasonsPageView = { available: boolean; seasons: SeasonView[] }

export function buildSeasonsPage(leagues: readonly League[], lang: Lang): SeasonsPageView {
  const seasons = seasonSummaries(leagues).map((summary): SeasonView => {
    const past = summary.season.isActive ? undefined : summary.season.id
    return {
      id: summary.season.id,
      name: localName(summary.season, lang),
      isActive: summary.season.isActive,
      divisions: summary.divisions.map((entry) => {
        const divisionId = entry.division.id
        const team = (ref: { id?: string; name: { en: string; fr?: string } }): SeasonTeamView => {
          const view: SeasonTeamView = { name: localText(ref.name, lang) }
          const href = teamHref({ teamId: ref.id, divisionId, seasonId: summary.season.id })
          if (href) view.href = href
          return view
        }
        const view: SeasonDivisionView = {
          id: divisionId,
          name: localName(entry.division, lang),
          stage: entry.stage,
          standingsHref: standingsHref(divisionId, past),
          scheduleHref: scheduleHref(divisionId, past),
        }
        if (entry.division.sex === 'women') view.women = true
        if (entry.hasPlayoffs) view.playoffsHref = playoffsHref(divisionId, past)
        if (entry.champion) view.champion = team(entry.champion)
        if (entry.leader) view.leader = team(entry.leader)
        if (entry.topScorer) {
          const scorer = entry.topScorer
          const href = playerHref({
            playerId: scorer.playerId,
            playerKey: scorer.playerKey,
            season: past,
            division: divisionId,
            teamId: scorer.team.id,
          })
          view.topScorer = {
            name: scorer.name,
            team: localText(scorer.team.name, lang),
            goals: scorer.goals,
          }
          if (href) view.topScorer.href = href
        }
        return view
      }),
    }
  })
  return { available: true, seasons }
}
