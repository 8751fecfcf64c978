// Every season kept: docs/product.md#seasons.
import { playoffBracket, type BracketTeam, type PlayoffResult } from './bracket.ts'
import { inDivision } from './by-division.ts'
import type { Division } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import { readLeague, type League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { playerProfile } from './player-profile.ts'
import { regularSeasonOver, teamPlayoffStatus } from './playoff-race.ts'
import type { PlayerSeasonStats } from './players.ts'
import type { Season } from './seasons.ts'
import { computeStandings, type StandingsRow } from './standings.ts'
import { topStrikers, type StrikerRow } from './strikers.ts'
import { cleanText } from './text.ts'

function lastDay(league: League): number {
  let last = -Infinity
  for (const match of league.matches)
    if (match.sortDay !== Infinity && match.sortDay > last) last = match.sortDay
  return last
}

export function seasonLeagues(tree: unknown): League[] {
  return readLeague(tree).seasons.map((season) => readLeague(tree, { seasonId: season.id }))
}

export function seasonsNewestFirst(
  leagues: readonly League[],
): Array<{ season: Season; league: League }> {
  const read = leagues.flatMap((league, order) => {
    const season = league.seasons.find((candidate) => candidate.id === league.seasonId)
    return season ? [{ season, league, last: lastDay(league), order }] : []
  })
  read.sort(
    (a, b) =>
      b.last - a.last || Number(b.season.isActive) - Number(a.season.isActive) || b.order - a.order,
  )
  return read.map(({ season, league }) => ({ season, league }))
}

export function seasonDivisions(league: League): Division[] {
  return league.divisions.filter(
    (division) =>
      matchesFor(league, { divisionId: division.id }).length > 0 ||
      inDivision(league.teams, division.id).length > 0,
  )
}

export interface DivisionSeasonSummary {
  division: Division
  champion?: BracketTeam
  leader?: StandingsRow['team']
  topScorer?: Pick<StrikerRow, 'playerId' | 'playerKey' | 'name' | 'team' | 'goals'>
  hasPlayoffs: boolean
  /** Where the season stands: a past season is always complete. */
  stage: SeasonStage
}

export type SeasonStage = 'regularSeason' | 'playoffs' | 'complete'

export interface SeasonSummary {
  season: Season
  divisions: DivisionSeasonSummary[]
}

export function divisionSeasonSummary(league: League, division: Division): DivisionSeasonSummary {
  const standings = computeStandings(league, division.id)
  const bracket = playoffBracket(league, division.id)
  const scorer = topStrikers(league, { divisionId: division.id, limit: 1 })[0]
  const active = league.seasons.find((season) => season.id === league.seasonId)?.isActive === true
  const stage: SeasonStage = !active
    ? 'complete'
    : !regularSeasonOver(league, division.id)
      ? 'regularSeason'
      : bracket.status !== 'none' && bracket.status !== 'complete'
        ? 'playoffs'
        : 'complete'
  const summary: DivisionSeasonSummary = {
    division,
    hasPlayoffs: bracket.status !== 'none',
    stage,
  }
  if (bracket.champion) summary.champion = bracket.champion
  if (standings.source !== 'none' && standings.rows[0]) summary.leader = standings.rows[0].team
  if (scorer) {
    const { playerId, playerKey, name, team, goals } = scorer
    summary.topScorer =
      playerId === undefined
        ? { playerKey, name, team, goals }
        : { playerId, playerKey, name, team, goals }
  }
  return summary
}

export function seasonSummaries(leagues: readonly League[]): SeasonSummary[] {
  return seasonsNewestFirst(leagues).map(({ season, league }) => ({
    season,
    divisions: seasonDivisions(league).map((division) => divisionSeasonSummary(league, division)),
  }))
}

export interface CareerSeason {
  season: Season
  team?: { id: string; key: string; name: Bilingual }
  division?: Division
  stats: PlayerSeasonStats
  cards: number
  suspensionGames: number
}

export interface PlayerCareer {
  seasons: CareerSeason[]
  total: PlayerSeasonStats & { cards: number; suspensionGames: number; seasons: number }
}

export function playerCareer(leagues: readonly League[], playerId: unknown): PlayerCareer {
  const id = cleanText(playerId)
  const total = {
    gp: 0,
    goals: 0,
    assists: 0,
    yellow: 0,
    red: 0,
    pom: 0,
    cards: 0,
    suspensionGames: 0,
    seasons: 0,
  }
  const seasons: CareerSeason[] = []
  if (id === undefined) return { seasons, total }
  for (const { season, league } of seasonsNewestFirst(leagues)) {
    const profile = playerProfile(league, { playerId: id })
    if (!profile || profile.playerId !== id) continue
    const suspension = profile.suspension
    const entry: CareerSeason = {
      season,
      stats: { ...profile.stats },
      cards: profile.stats.yellow + profile.stats.red,
      suspensionGames: suspension.games ?? (suspension.suspended ? 1 : 0),
    }
    if (profile.team) {
      const { id: teamId, key, name } = profile.team
      entry.team = { id: teamId, key, name }
    }
    if (profile.division) entry.division = profile.division
    seasons.push(entry)
    for (const stat of ['gp', 'goals', 'assists', 'yellow', 'red', 'pom'] as const)
      total[stat] += entry.stats[stat]
    total.cards += entry.cards
    total.suspensionGames += entry.suspensionGames
    total.seasons += 1
  }
  return { seasons, total }
}

export interface TeamSeason {
  season: Season
  name: Bilingual
  division?: Division
  standing?: StandingsRow
  teams?: number
  playoffs?: PlayoffResult
}

export function teamHistory(leagues: readonly League[], teamId: unknown): TeamSeason[] {
  const id = cleanText(teamId)
  if (id === undefined) return []
  const out: TeamSeason[] = []
  for (const { season, league } of seasonsNewestFirst(leagues)) {
    const team = league.directory.byTeamId(id)
    if (!team) continue
    const entry: TeamSeason = { season, name: team.name }
    const division =
      team.divisionId === undefined
        ? undefined
        : league.divisions.find((candidate) => candidate.id === team.divisionId)
    if (division) entry.division = division
    const divisionId = division?.id ?? team.divisionId
    if (divisionId !== undefined) {
      const standings = computeStandings(league, divisionId)
      const row = standings.rows.find((candidate) => candidate.team.id === id)
      if (row && standings.source !== 'none') {
        entry.standing = row
        entry.teams = standings.rows.length
      }
      const result = teamPlayoffStatus(league, divisionId, id)
      if (result) entry.playoffs = result
    }
    out.push(entry)
  }
  return out
}
