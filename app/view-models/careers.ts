import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { standingPosition } from '~/i18n/share-text.ts'
import {
  type PlayerCareer,
  type PlayoffResult,
  type TeamSeason,
  localName,
  localText,
  playoffStageLabel,
} from '~/league/index.ts'

import { playerHref, standingsHref, teamHref } from './links.ts'

type SeasonLinkContext = {
  activeSeasonId?: string
  shownSeasonId?: string
  lang: Lang
}

export type CareerSeasonView = {
  seasonId: string
  seasonName: string
  href?: string
  shown: boolean
  teamName?: string
  teamHref?: string
  divisionName?: string
  divisionHref?: string
  gp: number
  goals: number
  assists: number
  cards: number
  suspensionGames: number
}

export type PlayerCareerView = {
  seasons: CareerSeasonView[]
  total: {
    seasons: number
    gp: number
    goals: number
    assists: number
    cards: number
    suspensionGames: number
  }
}

const pastOf = (seasonId: string, context: SeasonLinkContext) =>
  seasonId === context.activeSeasonId ? undefined : seasonId

export function toPlayerCareerView(
  career: PlayerCareer,
  playerId: string,
  context: SeasonLinkContext,
): PlayerCareerView | undefined {
  if (career.seasons.length < 2) return undefined
  const { lang } = context
  const seasons = career.seasons.map((entry): CareerSeasonView => {
    const seasonId = entry.season.id
    const divisionId = entry.division?.id
    const view: CareerSeasonView = {
      seasonId,
      seasonName: localName(entry.season, lang),
      shown: seasonId === context.shownSeasonId,
      gp: entry.stats.gp,
      goals: entry.stats.goals,
      assists: entry.stats.assists,
      cards: entry.cards,
      suspensionGames: entry.suspensionGames,
    }
    const href = playerHref({
      playerId,
      season: seasonId,
      division: divisionId,
      teamId: entry.team?.id,
    })
    if (href) view.href = href
    if (entry.team) {
      view.teamName = localText(entry.team.name, lang)
      const team = teamHref({ teamId: entry.team.id, divisionId, seasonId })
      if (team) view.teamHref = team
    }
    if (entry.division) {
      view.divisionName = localName(entry.division, lang)
      view.divisionHref = standingsHref(entry.division.id, pastOf(seasonId, context))
    }
    return view
  })
  const { total } = career
  return {
    seasons,
    total: {
      seasons: total.seasons,
      gp: total.gp,
      goals: total.goals,
      assists: total.assists,
      cards: total.cards,
      suspensionGames: total.suspensionGames,
    },
  }
}

export type TeamSeasonView = {
  seasonId: string
  seasonName: string
  href?: string
  shown: boolean
  formerName?: string
  divisionName?: string
  divisionHref?: string
  position?: string
  record?: { gp: number; w: number; d: number; l: number; points: number }
  playoffs?: string
  champion: boolean
}

function playoffText(result: PlayoffResult, lang: Lang): string {
  const t = translator(lang)
  switch (result.kind) {
    case 'champion':
      return t('careers.champion')
    case 'missed':
      return t('careers.missed')
    case 'contention':
      return t('careers.contention')
    case 'clinched':
      return t('careers.clinched')
    case 'eliminated':
      return result.round === 'finals'
        ? t('careers.finalist')
        : t('careers.eliminated', { round: playoffStageLabel(result.round, lang) })
    case 'alive':
      return t('careers.alive', { round: playoffStageLabel(result.round, lang) })
  }
}

export function toTeamHistoryView(
  history: readonly TeamSeason[],
  teamId: string,
  context: SeasonLinkContext & { currentName: string },
): TeamSeasonView[] | undefined {
  if (history.length < 2) return undefined
  const { lang } = context
  return history.map((entry): TeamSeasonView => {
    const seasonId = entry.season.id
    const divisionId = entry.division?.id
    const view: TeamSeasonView = {
      seasonId,
      seasonName: localName(entry.season, lang),
      shown: seasonId === context.shownSeasonId,
      champion: entry.playoffs?.kind === 'champion',
    }
    const href = teamHref({ teamId, divisionId, seasonId })
    if (href) view.href = href
    const name = localText(entry.name, lang)
    if (name !== context.currentName) view.formerName = name
    if (entry.division) {
      view.divisionName = localName(entry.division, lang)
      view.divisionHref = standingsHref(entry.division.id, pastOf(seasonId, context))
    }
    if (entry.standing) {
      const { rank, gp, w, d, l, points } = entry.standing
      if (entry.teams !== undefined) view.position = standingPosition(rank, entry.teams, lang)
      view.record = { gp, w, d, l, points }
    }
    if (entry.playoffs) view.playoffs = playoffText(entry.playoffs, lang)
    return view
  })
}
