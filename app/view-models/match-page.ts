// Match page view: docs/product.md#match for its states.
import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import type { PageKind } from '~/utils/page-result.ts'
import {
  fieldName,
  type FormResult,
  type League,
  type Match,
  type MatchEventType,
  type MatchPeriod,
  type MatchSheet,
  type MatchSheetLine,
  type MatchSide,
  type ShootoutSide,
  computeStandings,
  findMatch,
  formatMatchDate,
  formatMatchTime,
  localText,
  matchStory,
  matchWinner,
  playoffGameLabel,
  previousMeetings,
  topStrikers,
} from '~/league/index.ts'

import type { VenueAddressView } from '~/league-profile/venues.ts'

import { calendarFeedPath } from './calendar-links.ts'
import { matchHref, playerHref, playoffsHref, standingsHref, teamHref } from './links.ts'
import { matchVenueAddress } from './match-venue.ts'
import type { LiveClockView } from './match-card.ts'
import { type ScorerView, toScorerView } from './standings-page.ts'
import {
  type AvatarView,
  type PageMeta,
  type StatLineView,
  avatarView,
  seasonName,
} from './team-pages-common.ts'
import { calledOffReason } from './operator-text.ts'

export type MatchTeamView = AvatarView & {
  href?: string
  score?: number
  forfeit: boolean
  winner: boolean
}

export type MatchHeaderView = {
  id: string
  /** A past season's game: never patched live (ids are unique within a season only). */
  past?: true
  status: Match['status'] | 'postponed' | 'cancelled'
  statusReason?: string
  date: string
  time?: string
  field?: string
  /** The venue's street address, linked to a map, when the profile gives one. */
  address?: VenueAddressView
  divisionName: string
  seasonName: string
  /** The standings page shows no other season. */
  standingsHref?: string
  playoffLabel?: string
  /** A playoff game's bracket. */
  playoffsHref?: string
  overtime: boolean
  home: MatchTeamView
  away: MatchTeamView
  shootout?: { home: ShootoutSide; away: ShootoutSide }
  live?: LiveClockView
}

export type StoryPlayerView = { name?: string; href?: string }

export type StoryItemView = {
  id: string
  type: MatchEventType
  minute?: number
  side?: 'home' | 'away'
  teamName?: string
  period?: MatchPeriod
  player?: StoryPlayerView
  assist?: StoryPlayerView
  score?: { home: number; away: number }
  scored?: boolean
  shootoutScore?: { home: number; away: number }
}

export type PreviewTeamView = {
  name: string
  href?: string
  standing?: { rank: number; of: number; points: number; gp: number }
  form: FormResult[]
  scorers: ScorerView[]
}

export type MatchPreviewView = {
  home: PreviewTeamView
  away: PreviewTeamView
  calendarHref: string
  /** A women's division: « Meilleures buteuses ». */
  women?: true
}

export type MatchLineupView = {
  teamName: string
  players: StatLineView[]
  keepers: StatLineView[]
}

const SHEET_STAT_COLUMNS = ['goals', 'assists', 'yellow', 'red'] as const
export type SheetStatColumn = (typeof SHEET_STAT_COLUMNS)[number]

export type MeetingSideView = { name: string; score?: number; forfeit: boolean; winner: boolean }

export type MeetingView = {
  id: string
  href: string
  date: string
  playoffLabel?: string
  home: MeetingSideView
  away: MeetingSideView
}

export type MatchPageView =
  | { kind: 'unavailable'; meta: PageMeta }
  | { kind: 'not-found'; meta: PageMeta }
  | { kind: 'not-finished'; header: MatchHeaderView; panel: PendingPanelView; meta: PageMeta }
  | {
      kind: 'preview'
      header: MatchHeaderView
      preview: MatchPreviewView
      meetings: MeetingView[]
      meta: PageMeta
    }
  | {
      kind: 'sheet'
      header: MatchHeaderView
      story: StoryItemView[]
      home: MatchLineupView
      away: MatchLineupView
      columns: SheetStatColumn[]
      noRosters: boolean
      meetings: MeetingView[]
      meta: PageMeta
      /** A women's division: its words agree (« Joueuses », « Joueuse non identifiée »). */
      women?: true
    }

export type PendingPanelView = { title: string }

export function pendingPanelView(status: 'postponed' | 'cancelled', lang: Lang): PendingPanelView {
  const t = translator(lang)
  return { title: t(status === 'postponed' ? 'matchPage.postponed' : 'matchPage.cancelled') }
}

export function matchPageKind(view: MatchPageView): PageKind {
  return view.kind === 'unavailable' || view.kind === 'not-found' ? view.kind : 'ok'
}

const withoutFinalStop = (text: string) => text.replace(/\.$/, '')

export function unavailableMatchView(lang: Lang): MatchPageView {
  const t = translator(lang)
  return {
    kind: 'unavailable',
    meta: {
      title: withoutFinalStop(t('matchPage.unavailable')),
      description: t('matchPage.unavailable'),
      noindex: true,
    },
  }
}

export function notFoundMatchView(lang: Lang): MatchPageView {
  const t = translator(lang)
  return {
    kind: 'not-found',
    meta: {
      title: withoutFinalStop(t('matchPage.notFound')),
      description: t('matchPage.notFound.hint'),
      noindex: true,
    },
  }
}

function teamView(
  league: League,
  match: Match,
  side: MatchSide,
  winner: boolean,
  lang: Lang,
): MatchTeamView {
  const name = localText(side.name, lang)
  const team = side.tbd ? undefined : league.directory.byTeamId(side.teamId)
  const view: MatchTeamView = {
    ...avatarView(name, team?.photo, 'team'),
    forfeit: side.forfeit,
    winner,
  }
  const href = side.tbd
    ? undefined
    : teamHref({ teamId: side.teamId, divisionId: match.divisionId, seasonId: match.seasonId })
  if (href) view.href = href
  if (side.score !== undefined) view.score = side.score
  return view
}

export function matchHeaderView(league: League, match: Match, lang: Lang): MatchHeaderView {
  const winner = matchWinner(match)
  const home = teamView(league, match, match.home, winner === 'home', lang)
  const away = teamView(league, match, match.away, winner === 'away', lang)
  const header: MatchHeaderView = {
    id: match.id,
    status: match.calledOff?.status ?? match.status,
    date: formatMatchDate(match, lang),
    divisionName: localText(match.divisionName, lang),
    seasonName: seasonName(league, match.seasonId, lang),
    overtime: match.wentOvertime,
    home,
    away,
  }
  const reason = match.calledOff && calledOffReason(match.calledOff, lang)
  if (reason) header.statusReason = reason
  const time = formatMatchTime(match, lang)
  if (time) header.time = time
  if (match.field) header.field = fieldName(match.field, lang)
  const address = matchVenueAddress(league, match)
  if (address) header.address = address
  if (match.divisionId !== '')
    header.standingsHref = standingsHref(
      match.divisionId,
      match.seasonId === league.activeSeason?.id ? undefined : match.seasonId,
    )
  if (match.isPlayoff) {
    header.playoffLabel = playoffGameLabel(match.playoffStage, lang)
    if (match.divisionId !== '')
      header.playoffsHref = playoffsHref(
        match.divisionId,
        match.seasonId === league.activeSeason?.id ? undefined : match.seasonId,
      )
  }
  if (match.status === 'finished' && match.shootout) header.shootout = match.shootout
  if (match.status === 'live') header.live = { ...match.live }
  if (match.seasonId !== league.activeSeason?.id) header.past = true
  return header
}

export function storyView(league: League, match: Match, lang: Lang): StoryItemView[] {
  const shootout = { home: 0, away: 0 }
  const person = (player: { id: string; name?: string }, side: MatchSide): StoryPlayerView => {
    const view: StoryPlayerView = {}
    if (player.name !== undefined) view.name = player.name
    const href =
      player.name === undefined
        ? undefined
        : playerHref({
            playerId: player.id,
            season: match.seasonId,
            division: match.divisionId,
            teamId: side.tbd ? undefined : side.teamId,
          })
    if (href) view.href = href
    return view
  }
  return matchStory(league, match).map((event) => {
    const item: StoryItemView = { id: event.id, type: event.type }
    if (event.minute !== undefined) item.minute = event.minute
    if (event.period !== undefined) item.period = event.period
    if (event.side !== undefined) {
      const side = match[event.side]
      item.side = event.side
      item.teamName = localText(side.name, lang)
      if (event.player) item.player = person(event.player, side)
      if (event.assist) item.assist = person(event.assist, side)
    }
    if (event.score) item.score = event.score
    if (event.type === 'shootout' && event.side !== undefined) {
      item.scored = event.scored === true
      if (item.scored) shootout[event.side] += 1
      item.shootoutScore = { ...shootout }
    }
    return item
  })
}

export const PREVIEW_SCORERS = 3

function previewTeamView(league: League, match: Match, which: 'home' | 'away', lang: Lang) {
  const side = match[which]
  const view: PreviewTeamView = { name: localText(side.name, lang), form: [], scorers: [] }
  if (side.tbd || side.teamId === undefined) return view
  const href = teamHref({
    teamId: side.teamId,
    divisionId: match.divisionId,
    seasonId: match.seasonId,
  })
  if (href) view.href = href
  const table = computeStandings(league, match.divisionId)
  const row = table.rows.find((candidate) => candidate.team.id === side.teamId)
  if (row) {
    view.standing = { rank: row.rank, of: table.rows.length, points: row.points, gp: row.gp }
    view.form = row.form
  }
  view.scorers = topStrikers(league, { divisionId: match.divisionId, limit: 1000 })
    .filter((striker) => striker.team.id === side.teamId)
    .slice(0, PREVIEW_SCORERS)
    .map((striker, index) => ({
      ...toScorerView(striker, match.seasonId, lang),
      rank: index + 1,
    }))
  return view
}

export function previewView(league: League, match: Match, lang: Lang): MatchPreviewView {
  const past = match.seasonId !== league.activeSeason?.id
  const view: MatchPreviewView = {
    home: previewTeamView(league, match, 'home', lang),
    away: previewTeamView(league, match, 'away', lang),
    calendarHref: calendarFeedPath('match', match.id, {
      lang,
      ...(past ? { seasonId: match.seasonId } : {}),
    }),
  }
  if (match.divisionSex === 'women') view.women = true
  return view
}

function lineView(line: MatchSheetLine, match: Match, side: MatchSide): StatLineView {
  const view: StatLineView = {
    ...avatarView(line.name, line.photo, 'player'),
    key: line.playerId ?? line.key,
    goals: line.goals,
    assists: line.assists,
    yellow: line.yellow,
    red: line.red,
    suspended: false,
  }
  // Without an id the player page finds the player by roster key and name within the team.
  const href = playerHref({
    playerId: line.playerId,
    playerKey: line.playerId === undefined ? line.key : undefined,
    playerName: line.playerId === undefined ? line.name : undefined,
    season: match.seasonId,
    division: match.divisionId,
    teamId: side.tbd ? undefined : side.teamId,
  })
  if (href) view.href = href
  if (line.number !== undefined) view.number = line.number
  return view
}

function lineupView(sheet: MatchSheet, which: 'home' | 'away', lang: Lang): MatchLineupView {
  const side = sheet.match[which]
  const lines = sheet[which]
  const players = lines.players.map((line) => lineView(line, sheet.match, side))
  const keepers = lines.keepers.map((line) => lineView(line, sheet.match, side))
  return { teamName: localText(side.name, lang), players, keepers }
}

export function sheetColumns(lineups: readonly MatchLineupView[]): SheetStatColumn[] {
  const lines = lineups.flatMap((lineup) => [...lineup.players, ...lineup.keepers])
  return SHEET_STAT_COLUMNS.filter((column) => lines.some((line) => line[column] !== 0))
}

function meetingView(league: League, match: Match, lang: Lang): MeetingView {
  const winner = matchWinner(match)
  const side = (which: 'home' | 'away'): MeetingSideView => {
    const view: MeetingSideView = {
      name: localText(match[which].name, lang),
      forfeit: match[which].forfeit,
      winner: winner === which,
    }
    if (match[which].score !== undefined) view.score = match[which].score
    return view
  }
  // A past season's meeting, or one whose id another division reuses, needs its season and
  // division.
  const query = new URLSearchParams()
  if (match.seasonId !== league.activeSeason?.id) query.set('season', match.seasonId)
  if (findMatch(league, match.id) !== match) query.set('division', match.divisionId)
  const search = query.toString()
  const view: MeetingView = {
    id: match.id,
    href: search ? `${matchHref(match.id)}?${search}` : matchHref(match.id),
    date: formatMatchDate(match, lang),
    home: side('home'),
    away: side('away'),
  }
  if (match.isPlayoff) view.playoffLabel = playoffGameLabel(match.playoffStage, lang)
  return view
}

function meetingViews(league: League, match: Match, lang: Lang): MeetingView[] {
  return previousMeetings(league, match).map((meeting) => meetingView(league, meeting, lang))
}

export function toMatchPageView(league: League, sheet: MatchSheet, lang: Lang): MatchPageView {
  const t = translator(lang)
  const header = matchHeaderView(league, sheet.match, lang)
  const names = { home: header.home.name, away: header.away.name }
  const title = t('matchPage.meta.title', { ...names, date: header.date }).replace(/ — $/, '')
  const upcomingMeta = {
    title,
    description: t('matchPage.meta.upcoming', {
      ...names,
      division: header.divisionName,
      date: header.date,
    }),
  }
  if (sheet.match.calledOff) {
    return {
      kind: 'not-finished',
      header,
      panel: pendingPanelView(sheet.match.calledOff.status, lang),
      meta: upcomingMeta,
    }
  }
  if (sheet.match.status === 'upcoming') {
    return {
      kind: 'preview',
      header,
      preview: previewView(league, sheet.match, lang),
      meetings: meetingViews(league, sheet.match, lang),
      meta: upcomingMeta,
    }
  }
  const home = lineupView(sheet, 'home', lang)
  const away = lineupView(sheet, 'away', lang)
  const columns = sheetColumns([home, away])
  const empty = (lineup: MatchLineupView) =>
    lineup.players.length === 0 && lineup.keepers.length === 0
  const women = sheet.match.divisionSex === 'women'
  return {
    kind: 'sheet',
    header,
    story: storyView(league, sheet.match, lang),
    home,
    away,
    columns,
    noRosters: empty(home) && empty(away),
    meetings: meetingViews(league, sheet.match, lang),
    meta: {
      title,
      description: t(
        sheet.match.status === 'live' ? 'matchPage.meta.live' : 'matchPage.meta.description',
        {
          ...names,
          homeScore: header.home.score ?? '',
          awayScore: header.away.score ?? '',
          division: header.divisionName,
          date: header.date,
          sex: women ? 'women' : 'men',
        },
      ),
    },
    ...(women ? { women: true as const } : {}),
  }
}
