import type { playerGamesFr } from './player-games.fr.ts'

/** English twin of `player-games.fr.ts` (server-only). */
export const playerGamesEn: Record<keyof typeof playerGamesFr, string> = {
  'playerGames.title': 'Game by game',
  'playerGames.caption': 'Games of {ofTeam} this season, latest first',
  'playerGames.date': 'Date',
  'playerGames.opponent': 'Opponent',
  'playerGames.score': 'Score',
  'playerGames.goals': 'Goals',
  'playerGames.assists': 'Assists',
  'playerGames.cards': 'Cards',
  'playerGames.home': 'vs {team}',
  'playerGames.away': 'at {team}',
  'playerGames.yellow': '{count, plural, one {# yellow card} other {# yellow cards}}',
  'playerGames.red': '{count, plural, one {# red card} other {# red cards}}',
  'playerGames.noCards': 'No cards',
  'playerGames.absent': '—: not on the match sheet.',
  'playerGames.notOnSheet': 'Not on the match sheet',
  'playerGames.matchSheet': 'Match sheet of {date}',
  'playerGames.empty': 'No games played by the team yet.',
}
