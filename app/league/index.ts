// The league domain: pure, no I/O, no clock ("now" is an argument). API at a glance: README.md
// here.
export {
  createLeagueCache,
  parseLeague,
  readLeague,
  type League,
  type ReadLeagueOptions,
} from './league.ts'
export { type LeagueSeasons, readLeagueSeasons } from './league-seasons.ts'

export { compareText, matchKey, statsKey } from './text.ts'
export { fieldName } from './field-name.ts'
export {
  frenchSpacing,
  localContent,
  localName,
  localText,
  playoffGameLabel,
  playoffStageLabel,
  ratingLabel,
  type Bilingual,
  type Lang,
  type Rating,
} from './labels.ts'
export {
  formatLongDate,
  formatTime,
  isSameLeagueDay,
  leagueTimeZone,
  parseLocalDate,
  parseWallTime,
  leagueDateKey,
  leagueInstant,
  leagueToday,
} from './time.ts'

export { findActiveSeason, readSeasons, type Season } from './seasons.ts'
export { teamStatsUnreadable } from './source-state.ts'
export { activeDivisions, findDivision, type Division, type Sex } from './divisions.ts'
export { type Team } from './teams.ts'
export { placeTeam, type TeamPlacement } from './team-placement.ts'
export { initials, type Player } from './players.ts'
export { type Match, type MatchSide, type ShootoutSide } from './schedule.ts'
export { type GamePatch, gamePatches } from './game-patches.ts'
export {
  compareEventIds,
  type LivePhase,
  type MatchEventType,
  type MatchPeriod,
} from './match-events.ts'
export { matchStory } from './match-story.ts'
export { formatMatchDate, formatMatchTime } from './match-format.ts'
export { decidingShootout, matchWinner } from './match-result.ts'
export {
  findMatch,
  matchesFor,
  recentMatches,
  homeMatchLists,
  todaysMatches,
  tonightsMatches,
  upcomingMatches,
  MATCH_LIST_LIMITS,
} from './match-lists.ts'
export { groupScheduleByDay } from './schedule-days.ts'

export {
  compareStandingsRows,
  computeStandings,
  provisionalStandings,
  teamStanding,
  type FormResult,
  type ProvisionalStandings,
  type Standings,
} from './standings.ts'
export {
  rankDefence,
  rankDiscipline,
  rankOffence,
  rankTeams,
  RANKING_WIDGET_LIMIT,
  type RankingRow,
} from './rankings.ts'
export { teamRankingCards, type BarColour, type RankingCard } from './team-ranking-cards.ts'
export { topStrikers, STRIKER_LIMITS, type StrikerRow } from './strikers.ts'
export { suspensions, type SuspensionRow } from './suspensions.ts'
export { fines, formatMoney, type Fine } from './fines.ts'
export { activeSponsors, sponsorPages, SPONSORS_PER_PAGE } from './sponsors.ts'
export { excerpt, findNews, latestNews, mentionsPlayoffs, newsByMonth } from './news.ts'
export { preseasonBanner, preseasonPeriod, type PreseasonEntry } from './preseason.ts'
export { matchSheet, type MatchSheet, type MatchSheetLine } from './match-sheet.ts'
export { previousMeetings } from './previous-meetings.ts'
export { playerProfile, type PlayerProfile, type PlayerQuery } from './player-profile.ts'
export {
  everyWordStartsOneOf,
  readSearchQuery,
  searchLeague,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchQuery,
} from './search.ts'
export { playerGameLog, type GameResult } from './player-games.ts'
export { checkLeague, checkLeagueInSteps } from './check-league.ts'
export { countFindings, type Finding } from './check-findings.ts'
export {
  playoffBracket,
  type Bracket,
  type BracketSide,
  type BracketTeam,
  type BracketTie,
  type PlayoffResult,
} from './bracket.ts'
export { projectedBracket, regularSeasonOver } from './playoff-race.ts'
export {
  playerCareer,
  seasonDivisions,
  seasonLeagues,
  seasonSummaries,
  type SeasonStage,
  teamHistory,
  type PlayerCareer,
  type TeamSeason,
} from './season-history.ts'
export {
  recordResult,
  unfinishGame,
  type GameResultInput,
  type ResultLine,
} from './record-result.ts'
export { type RefusalCode, type WriteOutcome, type WriteRefusal } from './write-outcome.ts'
export {
  assistGoal,
  finishGame,
  MAX_EVENT_MINUTE,
  startableFrom,
  recordEvent,
  removeEvent,
  startGame,
  type LiveEventInput,
} from './live-writes.ts'
export { applyLeagueUpdate } from './apply-update.ts'
export { refuseUnusableKeys } from './record-keys.ts'
export {
  PAYMENT_STATUSES,
  addFine,
  liftSuspension,
  setFinePayment,
  suspendPlayer,
  type PaymentStatus,
} from './discipline-writes.ts'
export { rescheduleGame, setGameStatus } from './schedule-edits.ts'
export { type GameSlot, fieldTakenGames, sameDayGames } from './schedule-clash.ts'
export { redCardOffers, redCardSanction } from './red-card-sanction.ts'
export { addNews, editNews, removeNews, type NewsInput } from './news-writes.ts'
export { addSponsor, editSponsor, type SponsorInput } from './sponsor-writes.ts'
export { setPreseasonBanner } from './preseason-writes.ts'
export {
  keeperLeaders,
  playerLeaders,
  LEADER_CATEGORIES,
  type KeeperLeaderRow,
  type LeaderCategory,
  type PlayerLeaderRow,
} from './leaders.ts'
export type { GameStatus } from './game-status.ts'
export { PUSH_KINDS, pushEvents, type PushEvent, type PushKind } from './push-events.ts'
