// Its texts come from a server-only catalogue, so other pages do not download them.
import { playerGamesEn } from '~/i18n/catalogues/player-games.en.ts'
import { playerGamesFr } from '~/i18n/catalogues/player-games.fr.ts'
import { frenchDe } from '~/i18n/french-de.ts'
import { type Lang, localeOf } from '~/i18n/language.ts'
import { catalogueText } from '~/i18n/messages.ts'
import {
  type GameResult,
  type League,
  type PlayerProfile,
  formatMatchDate,
  localText,
  playerGameLog,
} from '~/league/index.ts'

import { matchHref, teamHref } from './links.ts'

export type GameLogRow = {
  key: string
  date: string
  opponent: string
  opponentHref?: string
  score: string
  result: GameResult
  matchHref: string
  matchLabel: string
  player?: { goals: number; assists: number; yellow: number; red: number; cardsLabel: string }
}

export type GameLogView = {
  title: string
  caption: string
  headers: {
    date: string
    opponent: string
    score: string
    goals: string
    assists: string
    cards: string
  }
  rows: GameLogRow[]
  absentNote?: string
  notOnSheet: string
  empty: string
}

// Made once per language: a formatter per row was a fifth of a player page's time.
const SHORT_DATE: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat(localeOf('fr'), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(localeOf('en'), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
}

function shortDate(date: string | undefined, lang: Lang): string {
  if (date === undefined) return ''
  const at = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(at.getTime())) return ''
  const text = SHORT_DATE[lang].format(at)
  return lang === 'fr' && at.getUTCDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text
}

export function toGameLogView(league: League, profile: PlayerProfile, lang: Lang): GameLogView {
  const t = catalogueText(lang, playerGamesFr, playerGamesEn)
  const team = profile.team ? localText(profile.team.name, lang) : ''
  const rows = playerGameLog(league, profile).map((line): GameLogRow => {
    const opponent = localText(line.opponent.name, lang)
    const row: GameLogRow = {
      key: `${line.match.divisionId}/${line.match.id}`,
      date: shortDate(line.match.date, lang),
      opponent: t(line.home ? 'playerGames.home' : 'playerGames.away', { team: opponent }),
      score: `${line.goalsFor}-${line.goalsAgainst}`,
      result: line.result,
      matchHref: matchHref(line.match.id),
      matchLabel: t('playerGames.matchSheet', { date: formatMatchDate(line.match, lang) }),
    }
    const href = teamHref({
      teamId: line.opponent.teamId,
      divisionId: line.match.divisionId,
      seasonId: line.match.seasonId,
    })
    if (href && !line.opponent.tbd) row.opponentHref = href
    if (line.player && line.player !== 'absent') {
      const { goals, assists, yellow, red } = line.player
      const cards = [
        yellow > 0 ? t('playerGames.yellow', { count: yellow }) : '',
        red > 0 ? t('playerGames.red', { count: red }) : '',
      ].filter(Boolean)
      row.player = {
        goals,
        assists,
        yellow,
        red,
        cardsLabel: cards.join(', ') || t('playerGames.noCards'),
      }
    }
    return row
  })
  const view: GameLogView = {
    title: t('playerGames.title'),
    // French contracts "de" with the team's article (du, des, d’).
    caption: t('playerGames.caption', { ofTeam: lang === 'fr' ? frenchDe(team) : team }),
    headers: {
      date: t('playerGames.date'),
      opponent: t('playerGames.opponent'),
      score: t('playerGames.score'),
      goals: t('playerGames.goals'),
      assists: t('playerGames.assists'),
      cards: t('playerGames.cards'),
    },
    rows,
    notOnSheet: t('playerGames.notOnSheet'),
    empty: t('playerGames.empty'),
  }
  if (rows.some((row) => !row.player)) view.absentNote = t('playerGames.absent')
  return view
}
