// Team page view: docs/product.md#team for its states and statuses.
import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import type { PageKind } from '~/utils/page-result.ts'
import {
  type BarColour,
  type FormResult,
  type League,
  type Player,
  type RankingCard,
  type Rating,
  type TeamPlacement,
  compareText,
  computeStandings,
  fines,
  localName,
  placeTeam,
  ratingLabel,
  recentMatches,
  suspensions,
  teamRankingCards,
  teamStanding,
  upcomingMatches,
} from '~/league/index.ts'

import type { CalendarFeedLinks } from './calendar-links.ts'
import {
  type FineView,
  type SuspensionView,
  toFineView,
  toSuspensionView,
} from './discipline-view.ts'
import { standingPosition } from '~/i18n/share-text.ts'

import type { TeamSeasonView } from './careers.ts'
import { playerHref, standingsHref, teamHref } from './links.ts'
import { type MatchCardView, toMatchCardView } from './match-card.ts'
import {
  type AvatarView,
  type PageMeta,
  type StatLineView,
  avatarView,
  seasonName,
} from './team-pages-common.ts'

export type TeamParam = 'teamId' | 'division' | 'season'

export type TeamPageParams = {
  teamId?: string
  division?: string
  season?: string
  missing: TeamParam[]
}

export function teamPageParams(
  teamId: string | undefined,
  search: URLSearchParams,
): TeamPageParams {
  const clean = (value: string | null | undefined) => {
    const text = value?.trim()
    return text ? text : undefined
  }
  const params: TeamPageParams = { missing: [] }
  const values: Record<TeamParam, string | undefined> = {
    teamId: clean(teamId),
    division: clean(search.get('division')),
    season: clean(search.get('season')),
  }
  for (const key of ['teamId', 'division', 'season'] as const) {
    if (values[key] === undefined) params.missing.push(key)
    else params[key] = values[key]
  }
  return params
}

export type RankingCardView = {
  kind: RankingCard['kind']
  label: string
  rankText: string
  rating: Rating
  ratingLabel: string
  detail: string
  filled: number
  segments: number
  colour: BarColour
  /** The bar is decorative. */
  srText: string
}

export type TeamRecordView = { gp: number; w: number; d: number; l: number; points: number }

export type TeamPositionView = { text: string; href: string }

export type TeamView = {
  kind: 'team'
  meta: PageMeta
  team: AvatarView & { id: string }
  /** Where the team plays in the season shown: what following it keeps on the device. */
  divisionId: string
  divisionName: string
  seasonName: string
  /** A women's division: its words agree (« Joueuses », « Gardiennes »). */
  women?: true
  rankings?: RankingCardView[]
  record: TeamRecordView
  position?: TeamPositionView
  form: FormResult[]
  roster: { players: StatLineView[]; goalkeepers: StatLineView[] }
  upcoming: MatchCardView[]
  recent: MatchCardView[]
  suspensions: SuspensionView[]
  fines: FineView[]
  /** A past season's games are over: nothing to subscribe to. */
  calendar?: { feed?: CalendarFeedLinks; scheduleHref: string }
  history?: TeamSeasonView[]
}

export type TeamPageView =
  | { kind: 'incomplete'; missing: TeamParam[]; meta: PageMeta }
  | { kind: 'moved'; location: string; meta: PageMeta }
  | { kind: 'unavailable'; meta: PageMeta }
  | { kind: 'not-found'; teamId: string; meta: PageMeta }
  | TeamView

export type ShownTeamPageView = Exclude<TeamPageView, { kind: 'moved' }>

export function teamPageKind(view: ShownTeamPageView): PageKind {
  return view.kind === 'team' ? 'ok' : view.kind
}

export function incompleteTeamView(missing: TeamParam[], lang: Lang): ShownTeamPageView {
  const t = translator(lang)
  return {
    kind: 'incomplete',
    missing,
    meta: {
      title: t('teamPage.incomplete.title'),
      description: t('teamPage.incomplete.message'),
      noindex: true,
    },
  }
}

export function unavailableTeamView(lang: Lang): ShownTeamPageView {
  const t = translator(lang)
  return {
    kind: 'unavailable',
    meta: {
      title: t('teamPage.unavailable.title'),
      description: t('teamPage.unavailable.message'),
      noindex: true,
    },
  }
}

function notFoundTeamView(teamId: string, lang: Lang): ShownTeamPageView {
  const t = translator(lang)
  return {
    kind: 'not-found',
    teamId,
    meta: {
      title: t('teamPage.notFound.title'),
      description: t('teamPage.notFound.message', { team: teamId }),
      noindex: true,
    },
  }
}

export function rankingCardView(card: RankingCard, lang: Lang): RankingCardView {
  const t = translator(lang)
  const rating = ratingLabel(card.rating, lang)
  const n = card.value ?? 0
  const detail =
    card.kind === 'overall'
      ? t('teamPage.rankings.overallDetail')
      : t(`teamPage.rankings.${card.kind}Detail`, { n })
  return {
    kind: card.kind,
    label: t(`teamPage.rankings.${card.kind}`),
    rankText: `${card.rank} / ${card.outOf}`,
    rating: card.rating,
    ratingLabel: rating,
    detail,
    filled: card.bar.filled,
    segments: card.bar.segments,
    colour: card.bar.colour,
    srText: t('teamPage.rankings.sr', {
      rank: card.rank,
      outOf: card.outOf,
      rating: rating.toLocaleLowerCase(lang === 'fr' ? 'fr-CA' : 'en-CA'),
    }),
  }
}

function compareRoster(a: Player, b: Player): number {
  return (
    b.stats.goals - a.stats.goals ||
    b.stats.assists - a.stats.assists ||
    compareText(a.name, b.name)
  )
}

function rosterLine(
  player: Player,
  link: { seasonId: string; divisionId: string; teamId: string },
): StatLineView {
  const line: StatLineView = {
    ...avatarView(player.name, player.photo, 'player'),
    key: player.id,
    gp: player.stats.gp,
    goals: player.stats.goals,
    assists: player.stats.assists,
    yellow: player.stats.yellow,
    red: player.stats.red,
    suspended: player.suspension.suspended,
  }
  const href = playerHref({
    playerId: player.id,
    season: link.seasonId,
    division: link.divisionId,
    teamId: link.teamId,
  })
  if (href) line.href = href
  if (player.jerseyNumber !== undefined) line.number = player.jerseyNumber
  return line
}

export type TeamViewInput = {
  league: League
  teamId: string
  divisionId: string
  seasonId: string
  now: Date | number
  lang: Lang
  placement?: TeamPlacement
}

export function toTeamPageView(input: TeamViewInput): TeamPageView {
  const { league, lang } = input
  const t = translator(lang)
  const placement = input.placement ?? placeTeam(league, input)
  if (placement.kind === 'not-found') return notFoundTeamView(input.teamId, lang)
  if (placement.kind === 'moved') {
    const location = teamHref({
      teamId: placement.team.id,
      divisionId: placement.division.id,
      seasonId: placement.seasonId,
    })!
    return { kind: 'moved', location, meta: { title: '', description: '', noindex: true } }
  }
  const { team, division, divisionId, seasonId } = placement
  const name = localName(team, lang)
  const divisionName = division ? localName(division, lang) : divisionId
  const season = seasonName(league, seasonId, lang)

  const cards = teamRankingCards(league, team.id, divisionId)
  const standing = teamStanding(league, team.id, divisionId)
  const members = league.players.filter((player) => player.teamId === team.id).sort(compareRoster)
  const link = { seasonId, divisionId, teamId: team.id }
  const avatar = avatarView(name, team.photo, 'team')
  const players = members.filter((p) => !p.isGoalkeeper).map((p) => rosterLine(p, link))
  const goalkeepers = members.filter((p) => p.isGoalkeeper).map((p) => rosterLine(p, link))
  const query = { teamId: team.id, limit: Infinity }
  const pastSeason = seasonId === league.activeSeason?.id ? undefined : seasonId
  const past = { past: pastSeason !== undefined }
  const teamNames = new Map([[team.id, name]])

  const view: TeamView = {
    kind: 'team',
    meta: {
      title: name,
      description: t('teamPage.meta.description', {
        team: name,
        division: divisionName,
        season,
      }),
    },
    team: { ...avatar, id: team.id },
    divisionId,
    divisionName,
    seasonName: season,
    record: {
      gp: standing?.gp ?? 0,
      w: standing?.w ?? 0,
      d: standing?.d ?? 0,
      l: standing?.l ?? 0,
      points: standing?.points ?? 0,
    },
    form: standing?.form ?? [],
    roster: { players, goalkeepers },
    upcoming: upcomingMatches(league, input.now, query).map((m) => toMatchCardView(m, lang, past)),
    recent: recentMatches(league, query).map((m) => toMatchCardView(m, lang, past)),
    suspensions: suspensions(league, { teamId: team.id }).map((row) =>
      toSuspensionView(row, seasonId, lang),
    ),
    fines: fines(league, { teamId: team.id, seasonId }).map((fine) =>
      toFineView(fine, { divisionId, seasonId, teamNames }, lang),
    ),
  }
  if (division?.sex === 'women') view.women = true
  if (standing) {
    const teams = computeStandings(league, divisionId).rows.length
    view.position = {
      text: standingPosition(standing.rank, teams, lang),
      href: standingsHref(divisionId, pastSeason),
    }
  }
  if (cards) {
    view.rankings = [cards.offence, cards.defence, cards.discipline, cards.overall].map((card) =>
      rankingCardView(card, lang),
    )
  }
  return view
}
