// Player page view: docs/product.md#player for its states.
import { type Lang, localeOf } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import type { PageKind } from '~/utils/page-result.ts'
import {
  type League,
  type PlayerProfile,
  type PlayerQuery,
  formatLongDate,
  formatMoney,
  localName,
  localText,
} from '~/league/index.ts'

import type { PlayerCareerView } from './careers.ts'
import { teamHref } from './links.ts'
import { offenceLabel } from './offence-label.ts'
import { type GameLogView, toGameLogView } from './player-games.ts'
import { type AvatarView, type PageMeta, avatarView, seasonName } from './team-pages-common.ts'

export type PlayerPageParams = {
  id: string
  season?: string
  query: PlayerQuery
}

export function playerPageParams(
  id: string | undefined,
  search: URLSearchParams,
): PlayerPageParams {
  const get = (name: string) => search.get(name)?.trim() || undefined
  const query: PlayerQuery = {}
  const playerId = id?.trim() ?? ''
  const fields: Array<[keyof PlayerQuery, string | undefined]> = [
    ['playerId', playerId || undefined],
    ['playerKey', get('playerKey')],
    ['playerName', get('playerName')],
    ['teamId', get('teamId')],
    ['teamKey', get('teamKey')],
    ['teamName', get('teamName')],
    ['divisionId', get('division')],
  ]
  for (const [key, value] of fields) if (value !== undefined) query[key] = value
  if (query.playerKey === undefined && playerId !== '') query.playerKey = playerId
  const params: PlayerPageParams = { id: playerId, query }
  const season = get('season')
  if (season !== undefined) params.season = season
  return params
}

export type PlayerErrorKind = 'missing-id' | 'not-found' | 'unavailable'

/** Null when the data does not say (a player known only by PlayerStats). */
export type PlayerStatsView = {
  gp: number | null
  goals: number | null
  assists: number | null
  yellow: number | null
  red: number | null
  pom: number | null
}

export type PlayerSuspensionView = {
  suspended: boolean
  asOf?: string
  returnDate?: string
  games?: number
  reason?: string
  fine?: string
}

export type PlayerView = {
  kind: 'player'
  meta: PageMeta
  player: AvatarView
  number?: number
  positionLabel?: string
  team?: AvatarView & { href?: string }
  /** A women's division: its words agree (« Joueuse du match »). */
  women?: true
  divisionName?: string
  seasonName?: string
  stats?: PlayerStatsView
  goalsOnly: boolean
  averages?: { goals: string; assists: string; cards: string }
  notes?: string
  suspension: PlayerSuspensionView
  games?: GameLogView
  career?: PlayerCareerView
}

export type PlayerPageView =
  | { kind: 'error'; error: PlayerErrorKind; title: string; message: string; meta: PageMeta }
  | PlayerView

export function playerPageKind(view: PlayerPageView): PageKind {
  if (view.kind === 'player') return 'ok'
  return view.error === 'missing-id' ? 'incomplete' : view.error
}

export function playerErrorView(error: PlayerErrorKind, lang: Lang): PlayerPageView {
  const t = translator(lang)
  const title =
    error === 'unavailable' ? t('playerPage.unavailable.title') : t('playerPage.notFound.title')
  const message = t(
    error === 'missing-id'
      ? 'playerPage.missingId'
      : error === 'unavailable'
        ? 'playerPage.loadFailed'
        : 'playerPage.notLocated',
  )
  return {
    kind: 'error',
    error,
    title,
    message,
    meta: { title, description: message, noindex: true },
  }
}

function statsView(profile: PlayerProfile): { stats?: PlayerStatsView; goalsOnly: boolean } {
  const s = profile.stats
  if (profile.source === 'stats') {
    if (!(s.goals > 0)) return { goalsOnly: false }
    const unknown = null
    return {
      stats: {
        gp: unknown,
        goals: s.goals,
        assists: unknown,
        yellow: unknown,
        red: unknown,
        pom: unknown,
      },
      goalsOnly: true,
    }
  }
  const none = [s.gp, s.goals, s.assists, s.yellow, s.red, s.pom].every((value) => !(value > 0))
  if (none) return { goalsOnly: false }
  return {
    stats: {
      gp: s.gp,
      goals: s.goals,
      assists: s.assists,
      yellow: s.yellow,
      red: s.red,
      pom: s.pom,
    },
    goalsOnly: false,
  }
}

function displayDate(value: string | undefined, lang: Lang): string | undefined {
  return value === undefined ? undefined : formatLongDate(value, lang) || value
}

function suspensionView(profile: PlayerProfile, lang: Lang): PlayerSuspensionView {
  const s = profile.suspension
  if (!s.suspended) return { suspended: false }
  const view: PlayerSuspensionView = { suspended: true }
  const asOf = displayDate(s.asOf, lang)
  const returnDate = displayDate(s.returnDate, lang)
  if (asOf) view.asOf = asOf
  if (returnDate) view.returnDate = returnDate
  if (s.games !== undefined) view.games = s.games
  const reason = offenceLabel(s.notes, lang, s.notesEn)
  if (reason !== undefined) view.reason = reason
  if (s.fine !== undefined) view.fine = formatMoney(s.fine, lang)
  return view
}

const AVERAGE: Record<Lang, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(localeOf('fr'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(localeOf('en'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}

export function formatAverage(value: number, lang: Lang): string {
  return AVERAGE[lang].format(value)
}

export function toPlayerPageView(
  league: League,
  profile: PlayerProfile,
  lang: Lang,
): PlayerPageView {
  const t = translator(lang)
  const listedTeam = profile.team ? league.directory.byTeamId(profile.team.id) : undefined
  const teamName = profile.team ? localText(profile.team.name, lang) : undefined
  const divisionName = profile.division ? localName(profile.division, lang) : undefined
  const player = avatarView(profile.name, profile.photo, 'player')
  const teamAvatar =
    profile.team && teamName !== undefined
      ? avatarView(teamName, profile.team.photo, 'team')
      : undefined
  const { stats, goalsOnly } = statsView(profile)
  const view: PlayerView = {
    kind: 'player',
    meta: {
      title: profile.name,
      description:
        teamName !== undefined
          ? t('playerPage.meta.description', {
              player: profile.name,
              team: teamName,
              division: divisionName ?? '',
            }).replace(' ()', '')
          : t('playerPage.meta.descriptionNoTeam', { player: profile.name }),
    },
    player,
    goalsOnly,
    suspension: suspensionView(profile, lang),
  }
  if (teamAvatar) {
    const href = listedTeam
      ? teamHref({
          teamId: listedTeam.id,
          divisionId: profile.division?.id ?? listedTeam.divisionId,
          seasonId: profile.seasonId,
        })
      : undefined
    view.team = href ? { ...teamAvatar, href } : teamAvatar
  }
  if (profile.jerseyNumber !== undefined) view.number = profile.jerseyNumber
  if (profile.position !== undefined)
    view.positionLabel = t(`playerPage.position.${profile.position}`, {
      sex: profile.division?.sex ?? 'men',
    })
  if (divisionName !== undefined) view.divisionName = divisionName
  if (profile.division?.sex === 'women') view.women = true
  const season = seasonName(league, profile.seasonId, lang)
  if (season) view.seasonName = season
  if (stats) view.stats = stats
  if (stats && profile.averages) {
    view.averages = {
      goals: formatAverage(profile.averages.goals, lang),
      assists: formatAverage(profile.averages.assists, lang),
      cards: formatAverage(profile.averages.cards, lang),
    }
  }
  if (profile.notes !== undefined) view.notes = profile.notes
  if (profile.team) view.games = toGameLogView(league, profile, lang)
  return view
}
