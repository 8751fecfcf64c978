import type { AuditEntry } from '~/data/console-store.server.ts'
import {
  type League,
  type LeagueSeasons,
  findMatch,
  formatMoney,
  leagueTimeZone,
  localName,
  localText,
} from '~/league/index.ts'
import { localeOf, type Lang } from '~/i18n/language.ts'

import { gameSummary } from './console-views.ts'
import { mediaItemPath } from './media-items.ts'

export type AuditChange = { path: string; before: string | null; after: string | null }

/** What an entry changed, in words, and the console page where it is: never an internal id. */
export type AuditSubject = { text: string; href?: string }

export type AuditRow = {
  id: string
  when: string
  at: string
  /** The operator's name, their address when they have none. */
  operator: string
  action: string
  subject?: AuditSubject
  changes: AuditChange[]
}

export type AuditView = { rows: AuditRow[]; olderThan?: string }

export const AUDIT_PAGE_SIZE = 30

const show = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value)

/** A value the entry wrote at a path ending in `/{field}`. */
function written(values: Record<string, unknown>, field: string): unknown {
  const path = Object.keys(values).find((key) => key.endsWith(`/${field}`))
  return path === undefined ? undefined : values[path]
}

/**
 * The league of the season an entry names: the active one, another season of the data (an entry
 * of last season still reads in words), or none when the data no longer has that season.
 */
function seasonLeague(
  league: League,
  seasons: Pick<LeagueSeasons, 'seasons' | 'season'> | undefined,
  seasonId: string | undefined,
): League | undefined {
  if (seasonId === undefined || seasonId === league.seasonId) return league
  return seasons?.seasons.some((season) => season.id === seasonId)
    ? seasons.season(seasonId)
    : undefined
}

function gameSubject(
  league: League,
  entry: AuditEntry,
  gameId: string,
  lang: Lang,
  past: boolean,
): AuditSubject | undefined {
  const match = findMatch(league, gameId)
  if (!match) return undefined
  const game = gameSummary(match, lang)
  const home = written(entry.after, 'HomeTeamScore')
  const away = written(entry.after, 'AwayTeamScore')
  const score =
    entry.action.startsWith('result.') && typeof home === 'number' && typeof away === 'number'
      ? `${home} – ${away}`
      : '–'
  const day = match.date
    ? new Intl.DateTimeFormat(localeOf(lang), {
        day: 'numeric',
        month: 'short',
        // A day of another season needs its year to be told from this season's.
        ...(past ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }).format(Date.parse(`${match.date}T12:00:00Z`))
    : ''
  const id = encodeURIComponent(match.id)
  // The console edits the active season's games; a past one opens its public sheet.
  const href = past
    ? `/match/${id}?season=${encodeURIComponent(league.seasonId ?? '')}`
    : entry.action.startsWith('schedule.')
      ? `/admin/game/${id}/schedule`
      : `/admin/match/${id}`
  return {
    text: [`${game.home} ${score} ${game.away}`, day].filter(Boolean).join(', '),
    href,
  }
}

/**
 * An entry's target (`2026W/2026W-0041`, `Team_Fines/-P7WS…`, `2026W_Players/P12`) as the
 * operator knows it: a game by its teams, score and day, a player by name, a fine by team and
 * amount, a news item by title, in whichever season of the data it is. Something the data no
 * longer has keeps no words.
 */
export function auditSubject(
  entry: AuditEntry,
  league: League | undefined,
  lang: Lang,
  seasons?: Pick<LeagueSeasons, 'seasons' | 'season'>,
): AuditSubject | undefined {
  const [head = '', id = ''] = entry.target.split('/')
  const family = entry.action.split('.')[0]
  if (family === 'registration' && entry.target !== '')
    return { text: '', href: `/admin/registrations/${encodeURIComponent(entry.target)}` }
  if (family === 'registrations') return { text: entry.target.toUpperCase() }
  if (!league) return undefined
  if (family === 'result' || family === 'schedule' || family === 'game') {
    const season = seasonLeague(league, seasons, head)
    return season && gameSubject(season, entry, id, lang, season !== league)
  }
  if (head.endsWith('_Players')) {
    const season = seasonLeague(league, seasons, head.slice(0, -'_Players'.length))
    const player = season?.roster.get(id)
    if (!player) return undefined
    return season === league
      ? { text: player.name, href: '/admin/discipline' }
      : { text: player.name }
  }
  if (head === 'Team_Fines') {
    const fine = league.fines.find((f) => f.id === id)
    if (!fine) return undefined
    const teams = seasonLeague(league, seasons, fine.seasonId)?.teams ?? league.teams
    const team = teams.find((t) => t.id === fine.teamId)
    const name = team ? localName(team, lang) : (fine.teamName ?? '')
    const amount = formatMoney(fine.amount, lang)
    return { text: [name, amount].filter(Boolean).join(' · '), href: '/admin/discipline' }
  }
  if (head === 'News') {
    const news = league.news.find((n) => n.id === id)
    return news ? { text: localText(news.title, lang), href: mediaItemPath('news', id) } : undefined
  }
  if (head === 'Sponsors') {
    const sponsor = league.sponsors.find((s) => s.id === id)
    return sponsor ? { text: sponsor.name, href: mediaItemPath('sponsor', id) } : undefined
  }
  if (head === 'PreSeason') {
    const season = league.seasons.find((s) => s.id === id)
    return { text: season ? localName(season, lang) : '', href: '/admin/preseason' }
  }
  return undefined
}

export function auditView(
  entries: readonly AuditEntry[],
  lang: Lang,
  hasMore: boolean,
  {
    league,
    seasons,
    operators = new Map(),
  }: {
    league?: League
    /** Every season of the data, so that entries of past seasons read in words too. */
    seasons?: Pick<LeagueSeasons, 'seasons' | 'season'>
    operators?: Map<string, string>
  } = {},
): AuditView {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: leagueTimeZone(),
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const rows = entries.map((entry) => {
    const subject = auditSubject(entry, league, lang, seasons)
    return {
      id: entry.id,
      when: format.format(entry.at).replace(/\u202f|\u00a0/g, ' '),
      at: new Date(entry.at).toISOString(),
      operator: operators.get(entry.operator) || entry.operator,
      action: entry.action,
      ...(subject ? { subject } : {}),
      changes: Object.keys({ ...entry.before, ...entry.after })
        .sort()
        .map((path) => ({
          path,
          before: show(entry.before[path]),
          after: show(entry.after[path]),
        })),
    }
  })
  const last = rows[rows.length - 1]
  return { rows, ...(hasMore && last ? { olderThan: last.id } : {}) }
}
