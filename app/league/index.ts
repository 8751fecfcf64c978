/**
 * The league domain (DESIGN §3): pure functions from the league subtree to typed
 * entities and page views. No I/O, no clock: "now" is always an argument.
 * See README.md beside this file for the API at a glance.
 */
export {
  createLeagueCache,
  parseLeague,
  readLeague,
  type League,
  type LeagueCache,
  type ReadLeagueOptions,
} from './league.ts'

export { cleanText, compareText, matchKey, statsKey, toNumber } from './text.ts'
export {
  bilingual,
  localName,
  localText,
  normalizePlayoffStage,
  playoffStageLabel,
  ratingLabel,
  PLAYOFF_STAGES,
  RATINGS,
  type Bilingual,
  type Lang,
  type PlayoffStage,
  type Rating,
} from './labels.ts'
export {
  formatLongDate,
  formatTime,
  isSameTorontoDay,
  LEAGUE_TIME_ZONE,
  parseLocalDate,
  parseWallTime,
  torontoDate,
  torontoDateKey,
  torontoInstant,
  torontoToday,
  type LocalDate,
} from './time.ts'

export { findActiveSeason, readSeasons, type Season } from './seasons.ts'
export { teamStatsUnreadable } from './source-state.ts'
export {
  activeDivisions,
  findDivision,
  mergeDivisions,
  readDivisions,
  type Division,
  type Sex,
} from './divisions.ts'
export { readTeams, TeamDirectory, type Team, type TeamRef } from './teams.ts'
export {
  initials,
  readPlayers,
  readPosition,
  type Player,
  type PlayerSeasonStats,
  type PlayerSuspension,
  type Position,
} from './players.ts'
export {
  compareMatches,
  readSchedule,
  type Match,
  type MatchSide,
  type MatchStatus,
  type ShootoutSide,
} from './schedule.ts'
export { formatMatchDate, formatMatchTime } from './match-format.ts'
export {
  findMatch,
  matchesFor,
  recentMatches,
  todaysMatches,
  upcomingMatches,
  MATCH_LIST_LIMITS,
  type MatchQuery,
} from './match-lists.ts'
export { groupScheduleByDay, type ScheduleDay, type ScheduleDays } from './schedule-days.ts'
export type { PlayerStatLine, RosterLine, TeamGameRecord, TeamStatLine } from './stats.ts'

export {
  compareStandingsRows,
  computeStandings,
  teamStanding,
  FORM_LENGTH,
  POINTS,
  type FormResult,
  type Standings,
  type StandingsRow,
} from './standings.ts'
export {
  rankDefence,
  rankDiscipline,
  rankOffence,
  rankTeams,
  RANKING_WIDGET_LIMIT,
  type RankingKind,
  type RankingRow,
} from './rankings.ts'
export {
  barColour,
  overallRank,
  rankShare,
  ratingOf,
  teamRankingCards,
  BAR_SEGMENTS,
  type BarColour,
  type RankingCard,
  type TeamRankingCards,
} from './team-ranking-cards.ts'
export { topStrikers, STRIKER_LIMITS, type StrikerQuery, type StrikerRow } from './strikers.ts'
export { suspensions, type SuspensionQuery, type SuspensionRow } from './suspensions.ts'
export { compareFines, fines, formatMoney, type Fine, type FineQuery } from './fines.ts'
export {
  activeSponsors,
  sponsorPages,
  withScheme,
  SPONSORS_PER_PAGE,
  type Sponsor,
} from './sponsors.ts'
export {
  excerpt,
  findNews,
  latestNews,
  newsDialog,
  NEWS_EXCERPT_LENGTH,
  type NewsDialog,
  type NewsItem,
} from './news.ts'
export { preseasonBanner, type PreseasonEntry } from './preseason.ts'
export {
  matchSheet,
  type MatchSheet,
  type MatchSheetLine,
  type MatchSheetSide,
} from './match-sheet.ts'
export {
  perGameAverages,
  playerProfile,
  type PerGameAverages,
  type PlayerProfile,
  type PlayerQuery,
} from './player-profile.ts'
export {
  readSearchQuery,
  searchLeague,
  SEARCH_LIMITS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_KEY_LENGTH,
  type SearchHits,
  type SearchQuery,
  type SearchResults,
} from './search.ts'
export {
  playerGameLog,
  type GameResult,
  type PlayerGameLine,
} from './player-games.ts'
