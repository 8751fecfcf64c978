// A game still to play in the example league, for the push tests and benchmark to start, score and
// end by writing the data as the console or the league's platform would.
export const UPCOMING_GAME_PATH = 'Schedule/2025W/Divisions/M1/JAN 14, 2026/G30'

export const UPCOMING_GAME = {
  gameId: 'G30',
  HomeTeamName: 'Lions FC',
  AwayTeamName: 'St. Laurent United',
  HomeTeamID: 'T10',
  AwayTeamID: 'T11',
  Date: 'Jan 14, 2026',
  Time: '7:30 PM',
  Field: 'Laval 1',
  GameComplete: false,
  GameType: 'regular',
  DivisionID: 'M1',
}

/** The league tree given (the example's), with the game added. */
export function withUpcomingGame(tree: Record<string, unknown>): Record<string, unknown> {
  const schedule = tree.Schedule as Record<string, { Divisions: Record<string, object> }>
  const divisions = schedule['2025W']!.Divisions
  divisions.M1 = { ...divisions.M1, 'JAN 14, 2026': { G30: UPCOMING_GAME } }
  return tree
}
