// Share images (Open Graph, 1200×630). Pure: share-image.server.ts draws the PNG.
import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { shareText, standingPosition } from '~/i18n/share-text.ts'
import {
  fieldName,
  type Division,
  type FormResult,
  type League,
  type Match,
  type Sex,
  activeDivisions,
  computeStandings,
  decidingShootout,
  findDivision,
  formatMatchDate,
  formatMatchTime,
  initials,
  localName,
  localText,
  matchWinner,
  placeTeam,
  playoffGameLabel,
} from '~/league/index.ts'

import { liveWords } from './live-clock.ts'
import { matchOutcome } from './match-outcome.ts'
import { pickDivision } from './standings-page.ts'

export const DEFAULT_SHARE_IMAGE = '/share/league'

export type ShareKind = 'match' | 'team' | 'standings' | 'playoffs'

export type CardHeader = { league: string; division?: string; sex?: Sex }

export type MatchSideCard = { name: string; initials: string; score?: number; winner: boolean }

export type MatchCard = {
  kind: 'match'
  header: CardHeader
  home: MatchSideCard
  away: MatchSideCard
  centre: string
  /** How it was decided, as the cards say it (match-outcome.ts). */
  outcome?: string
  /** The winner of a final. */
  champion?: string
  finished: boolean
  date: string
  field?: string
  playoff?: string
}

export type TeamCard = {
  kind: 'team'
  header: CardHeader
  name: string
  initials: string
  season: string
  position?: string
  record: Array<{ label: string; value: number }>
  form: FormResult[]
  formLabels: Record<FormResult, string>
}

export type StandingsCard = {
  kind: 'standings'
  header: CardHeader
  title: string
  columns: { gp: string; w: string; d: string; l: string; pts: string }
  rows: Array<{
    rank: number
    name: string
    gp: number
    w: number
    d: number
    l: number
    points: number
    playoff: boolean
  }>
  more: number
  empty?: string
  legend?: string
}

export type PlayoffsCardSide = { name: string; score?: number; winner: boolean }

export type PlayoffsCard = {
  kind: 'playoffs'
  header: CardHeader
  title: string
  season: string
  status?: string
  rounds: Array<{
    label: string
    ties: Array<{ home: PlayoffsCardSide; away: PlayoffsCardSide; note?: string }>
  }>
}

/** One image serves both languages. */
export type DefaultCard = {
  kind: 'default'
  header: CardHeader
  title: string
  subtitle: string
  tagline: string
}

export type ShareCard = MatchCard | TeamCard | StandingsCard | PlayoffsCard | DefaultCard

export const STANDINGS_IMAGE_ROWS = 8

export function header(lang: Lang, division?: Division, fallbackName?: string): CardHeader {
  const card: CardHeader = { league: translator(lang)('site.name') }
  const name = division ? localName(division, lang) : fallbackName
  if (name) card.division = name
  if (division) card.sex = division.sex
  return card
}

export function defaultCard(): DefaultCard {
  return {
    kind: 'default',
    header: { league: '' },
    title: translator('fr')('site.name'),
    subtitle: translator('en')('site.name'),
    tagline: shareText('fr')('share.tagline'),
  }
}

function sideCard(match: Match, which: 'home' | 'away', lang: Lang): MatchSideCard {
  const side = match[which]
  const name = localText(side.name, lang)
  const card: MatchSideCard = {
    name,
    initials: initials(name),
    winner: matchWinner(match) === which,
  }
  if (match.status !== 'upcoming' && side.score !== undefined) card.score = side.score
  return card
}

export function matchCard(league: League, match: Match, lang: Lang): MatchCard {
  const t = translator(lang)
  const s = shareText(lang)
  const finished = match.status === 'finished'
  const home = sideCard(match, 'home', lang)
  const away = sideCard(match, 'away', lang)
  const card: MatchCard = {
    kind: 'match',
    header: header(
      lang,
      findDivision(league.divisions, match.divisionId),
      localText(match.divisionName, lang),
    ),
    home,
    away,
    centre: finished
      ? s('share.final')
      : match.status === 'live'
        ? liveWords(match, t).shown
        : (formatMatchTime(match, lang) ?? t('match.timeTbd')),
    finished,
    date: formatMatchDate(match, lang),
  }
  const shootout = decidingShootout(match)
  const outcome = matchOutcome(
    {
      status: match.status,
      overtime: match.wentOvertime,
      ...(shootout ? { shootout } : {}),
      home: { ...home, forfeit: match.homeForfeit },
      away: { ...away, forfeit: match.awayForfeit },
    },
    t,
  )
  if (outcome) card.outcome = outcome
  const winner = home.winner ? home : away.winner ? away : undefined
  if (winner && match.playoffStageKey === 'finals')
    card.champion = s('share.champion', { team: winner.name, sex: match.divisionSex })
  if (match.field) card.field = fieldName(match.field, lang)
  if (match.isPlayoff) card.playoff = playoffGameLabel(match.playoffStage, lang)
  return card
}

export function teamCard(
  league: League,
  teamId: string,
  divisionId: string,
  lang: Lang,
): TeamCard | undefined {
  const placement = placeTeam(league, { teamId, divisionId, seasonId: league.seasonId ?? '' })
  if (placement.kind === 'not-found') return undefined
  const { team, division } = placement
  const t = translator(lang)
  const standings = computeStandings(league, division?.id ?? divisionId)
  const row = standings.rows.find((candidate) => candidate.team.id === team.id)
  const name = localName(team, lang)
  const season = league.seasons.find((candidate) => candidate.id === league.seasonId)
  const card: TeamCard = {
    kind: 'team',
    header: header(lang, division, divisionId),
    name,
    initials: initials(name),
    season: season ? localName(season, lang) : (league.seasonId ?? ''),
    record: [
      { label: t('table.gp'), value: row?.gp ?? 0 },
      { label: t('table.w'), value: row?.w ?? 0 },
      { label: t('table.t'), value: row?.d ?? 0 },
      { label: t('table.l'), value: row?.l ?? 0 },
      { label: t('table.pts'), value: row?.points ?? 0 },
    ],
    form: row?.form ?? [],
    formLabels: { W: t('table.w'), D: t('table.t'), L: t('table.l') },
  }
  if (row && row.gp > 0) card.position = standingPosition(row.rank, standings.rows.length, lang)
  return card
}

export function standingsCard(
  league: League,
  divisionId: string | null | undefined,
  lang: Lang,
): StandingsCard | undefined {
  const { division } = pickDivision(activeDivisions(league.divisions), divisionId)
  if (!division) return undefined
  const t = translator(lang)
  const s = shareText(lang)
  const standings = computeStandings(league, division.id)
  const rows = standings.rows.slice(0, STANDINGS_IMAGE_ROWS).map((row) => ({
    rank: row.rank,
    name: localText(row.team.name, lang),
    gp: row.gp,
    w: row.w,
    d: row.d,
    l: row.l,
    points: row.points,
    playoff: row.inPlayoffSpot,
  }))
  const card: StandingsCard = {
    kind: 'standings',
    header: header(lang, division),
    title: s('share.standings'),
    columns: {
      gp: t('table.gp'),
      w: t('table.w'),
      d: t('table.t'),
      l: t('table.l'),
      pts: t('table.pts'),
    },
    rows,
    more: Math.max(0, standings.rows.length - rows.length),
  }
  if (rows.length === 0) card.empty = s('share.noGames')
  if (standings.playoffSpots > 0)
    card.legend = s('share.playoffSpots', { n: standings.playoffSpots })
  return card
}

/** From its address alone: the root loader knows no page data. */
export function shareImagePath(pathname: string, search: URLSearchParams, lang: Lang): string {
  const [, first, id, extra] = pathname.split('/')
  const query = new URLSearchParams()
  const keep = (...names: string[]) => {
    for (const name of names) {
      const value = search.get(name)?.trim()
      if (value) query.set(name, value)
    }
  }
  let path: string | undefined
  if ((first === 'match' || first === 'team') && id && extra === undefined) {
    keep('division', 'season')
    if (first === 'match' || (query.has('division') && query.has('season')))
      path = `/share/${first}/${id}`
  } else if (first === 'standings' && id === undefined) {
    keep('division')
    path = '/share/standings'
  } else if (first === 'playoffs' && id === undefined) {
    keep('division', 'season')
    path = '/share/playoffs'
  }
  if (!path) return DEFAULT_SHARE_IMAGE
  if (lang !== 'fr') query.set('lang', lang)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function shareImageAlt(path: string, lang: Lang): string {
  const s = shareText(lang)
  const kind = /^\/share\/(match|team|standings|playoffs)\b/.exec(path)?.[1] as
    ShareKind | undefined
  return s(kind ? `share.alt.${kind}` : 'share.alt.default')
}
