// Its tables are worked out by hand in standings.spec.ts.
import { exampleLeagueTree } from './league-server.ts'

type Side = 'L' | 'S' | 'C' | 'D' | 'A' | 'R' | 'E' | 'P' | 'K'
const TEAMS: Record<Side, { id: string; key: string; name: string; division: string }> = {
  L: { id: 'T10', key: 'Lions_FC', name: 'Lions FC', division: 'M1' },
  S: { id: 'T11', key: 'St_Laurent_United', name: 'St. Laurent United', division: 'M1' },
  C: { id: 'T12', key: 'Castors_de_Laval', name: 'Castors de Laval', division: 'M1' },
  D: { id: 'T13', key: 'Dragons', name: 'Dragons', division: 'M1' },
  A: { id: 'T14', key: 'Aigles_Rouges', name: 'Aigles Rouges', division: 'M1' },
  R: { id: 'T15', key: 'Requins', name: 'Requins', division: 'M1' },
  E: { id: 'T20', key: 'Les_Etoiles', name: 'The Stars', division: 'W1' },
  P: { id: 'T21', key: 'Phenix', name: 'Phénix', division: 'W1' },
  K: { id: 'T22', key: 'Cometes', name: 'Comètes', division: 'W1' },
}

type Game = {
  id: string
  home: Side
  away: Side
  date: string
  time: string
  score?: [number, number]
  forfeit?: 'home' | 'away'
}

const GAMES: Game[] = [
  { id: 'G11', home: 'L', away: 'C', date: 'Nov 23, 2025', time: '7:30 PM', score: [1, 0] },
  { id: 'G12', home: 'S', away: 'D', date: 'Nov 23, 2025', time: '8:15 PM', score: [2, 2] },
  { id: 'G13', home: 'A', away: 'R', date: 'Nov 30, 2025', time: '7:30 PM', score: [0, 4] },
  { id: 'G14', home: 'C', away: 'D', date: 'Nov 30, 2025', time: '8:15 PM', score: [3, 1] },
  { id: 'G15', home: 'L', away: 'R', date: 'Dec 7, 2025', time: '7:30 PM', score: [0, 2] },
  { id: 'G16', home: 'S', away: 'A', date: 'Dec 7, 2025', time: '8:15 PM', score: [5, 0] },
  { id: 'G17', home: 'D', away: 'A', date: 'Dec 14, 2025', time: '7:30 PM', score: [1, 1] },
  { id: 'G18', home: 'R', away: 'C', date: 'Dec 14, 2025', time: '8:15 PM', score: [2, 3] },
  { id: 'G19', home: 'L', away: 'A', date: 'Jan 11, 2026', time: '7:30 PM', score: [2, 2] },
  {
    id: 'G20',
    home: 'C',
    away: 'S',
    date: 'Jan 11, 2026',
    time: '8:15 PM',
    score: [0, 3],
    forfeit: 'home',
  },
  { id: 'G21', home: 'D', away: 'R', date: 'Jan 18, 2026', time: '7:30 PM' },
  { id: 'G22', home: 'A', away: 'S', date: 'Jan 18, 2026', time: '8:15 PM' },
  { id: 'G23', home: 'L', away: 'D', date: 'Jan 25, 2026', time: '7:30 PM' },
  { id: 'G24', home: 'R', away: 'S', date: 'Feb 1, 2026', time: '7:30 PM' },
  { id: 'G25', home: 'C', away: 'A', date: 'Feb 1, 2026', time: '8:15 PM' },
  { id: 'G30', home: 'E', away: 'P', date: 'Dec 7, 2025', time: '6:30 PM', score: [1, 2] },
]
const SCORERS = [
  ['Olivier_Gagnon', 'S', 9],
  ['Marc_Tremblay', 'L', 3],
  ['Sami_Haddad', 'S', '2'],
  ['Yan_Pelletier', 'R', 8],
  ['Eric_Dubois', 'C', 7],
  ['Hugo_Caron', 'D', 6],
  ['Ali_Benali', 'A', 5],
  ['Noah_Cote', 'R', 5],
  ['Leo_Fortin', 'C', 4],
  ['Max_Roy', 'D', 1],
  ['Zack_Zed', 'A', 1],
  ['Julien_Roy', 'L', 0],
] as const

function dateKey(date: string): string {
  return date.toUpperCase()
}

export function standingsTree(): Record<string, unknown> {
  const tree = exampleLeagueTree() as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  const season = tree.Seasons['2025W']
  season.Divisions.W2 = {
    division_id: 'W2',
    division_name_en: 'Women B - Laval',
    division_name_fr: 'Femmes B - Laval',
    sex: 'women',
    is_active: '1',
  }
  const teams = tree['2025W_Teams']
  for (const team of Object.values(TEAMS)) {
    if (!Object.values(teams).some((t) => (t as { team_id?: string }).team_id === team.id)) {
      teams[team.key] = { team_id: team.id, team_name: team.name, division_id: team.division }
    }
  }
  teams.Solo = { team_id: 'T30', team_name: 'Solo FC', division_id: 'W2' }
  const schedule = tree.Schedule['2025W'].Divisions
  const stats = tree.Stats_2025W.Divisions
  for (const game of GAMES) {
    const home = TEAMS[game.home]
    const away = TEAMS[game.away]
    const division = home.division
    schedule[division] ??= {}
    schedule[division][dateKey(game.date)] ??= {}
    schedule[division][dateKey(game.date)][game.id] = {
      gameId: game.id,
      HomeTeamName: home.name,
      AwayTeamName: away.name,
      HomeTeamID: home.id,
      AwayTeamID: away.id,
      Date: game.date,
      Time: game.time,
      Field: `Laval ${game.id.endsWith('1') ? 2 : 1}`,
      GameType: 'regular',
      DivisionID: division,
      GameComplete: game.score !== undefined,
      ...(game.score ? { HomeTeamScore: game.score[0], AwayTeamScore: game.score[1] } : {}),
    }
    if (!game.score) continue
    stats[division] ??= { Teams: {} }
    for (const [side, team] of [
      ['home', home],
      ['away', away],
    ] as const) {
      stats[division].Teams[team.key] ??= { GAMES: {} }
      stats[division].Teams[team.key].GAMES[game.id] = {
        Home_goals: game.score[0],
        Away_goals: game.score[1],
        FFT: game.forfeit === side,
        HOMETEAM: { TeamID: home.id, Name: home.name },
        AWAYTEAM: { TeamID: away.id, Name: away.name },
      }
    }
  }
  const playerStats = tree.PlayerStats_2025W.M1.Teams
  for (const [key, side, goals] of SCORERS) {
    const team = TEAMS[side]
    playerStats[team.key] ??= {}
    playerStats[team.key][key] ??= { Goals: goals, PlayerID: `P-${key}` }
  }
  return tree
}
