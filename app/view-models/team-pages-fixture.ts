/**
 * Test fixture of the team, match and player pages (unit and end-to-end tests; never
 * imported by the app): the contract example tree plus what those pages need to show
 * every state. Figures expected from it are worked out by hand in the tests.
 *
 * Added to the example (`leagues/{key}` subtree):
 * - G3, Nov 23 2025 (regular season, M1): St. Laurent United (home) forfeits, 0-3 to Lions
 *   FC; `HomeTeamFFT` in the schedule, `FFT: true` in St. Laurent's Stats record, TeamStats
 *   game_3 for both teams; no match roster.
 * - Match rosters of G9 (the playoff final, overtime and shootout): Marc Tremblay (1 goal)
 *   and keeper Julien Roy for Lions FC, Sami Haddad (1 goal, 1 yellow) for St. Laurent.
 * - P102 Luc Martin (Lions FC) with no statistics at all.
 * - 'Paul_Gagnon' (Lions FC, 4 goals) in PlayerStats only, without a roster entry.
 * - Lions FC's photo is the stored file `lions.svg` (write `LIONS_PHOTO_SVG` under
 *   `media/TeamsImages/`), so the photo dialog has something to enlarge.
 */
type Tree = Record<string, unknown>

export const LIONS_PHOTO_FILE = 'TeamsImages/lions.svg'
export const LIONS_PHOTO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#13523a"/><circle cx="60" cy="60" r="36" fill="#facc15"/><text x="60" y="70" font-size="28" font-family="sans-serif" text-anchor="middle" fill="#0d1b2a">LFC</text></svg>'

const record = (value: unknown) => value as Tree

export function teamPagesTree(example: Tree): Tree {
  const tree = structuredClone(example)
  const teams = record(tree['2025W_Teams'])
  record(teams.Lions_FC).team_pic = 'lions.svg'

  const players = record(tree['2025W_Players'])
  players.P102 = {
    player_id: 'P102',
    player_fname: 'Luc',
    player_lname: 'Martin',
    team_id: 'T10',
    division_id: 'M1',
    position: 'DEF',
  }

  const m1 = record(record(record(record(tree.Schedule)['2025W']).Divisions).M1)
  m1['NOV 23, 2025'] = {
    G3: {
      gameId: 'G3',
      HomeTeamName: 'St. Laurent United',
      AwayTeamName: 'Lions FC',
      HomeTeamID: 'T11',
      AwayTeamID: 'T10',
      Date: 'Nov 23, 2025',
      Time: '7:30 PM',
      Field: 'Laval 2',
      HomeTeamScore: 0,
      AwayTeamScore: 3,
      GameComplete: true,
      HomeTeamFFT: true,
      GameType: 'regular',
      DivisionID: 'M1',
    },
  }

  const statsTeams = record(record(record(record(tree.Stats_2025W).Divisions).M1).Teams)
  const lionsGames = record(record(statsTeams.Lions_FC).GAMES)
  const stlGames = record(record(statsTeams.St_Laurent_United).GAMES)
  const g3 = {
    Home_goals: 0,
    Away_goals: 3,
    HOMETEAM: { TeamID: 'T11', Name: 'St. Laurent United' },
    AWAYTEAM: { TeamID: 'T10', Name: 'Lions FC' },
  }
  lionsGames.G3 = { ...g3, FFT: false }
  stlGames.G3 = { ...g3, FFT: true }
  const g9 = {
    Home_goals: 1,
    Away_goals: 1,
    HOMETEAM: { TeamID: 'T10', Name: 'Lions FC' },
    AWAYTEAM: { TeamID: 'T11', Name: 'St. Laurent United' },
  }
  const line = (name: string, id: string, number: number, goals: number, yellow: number) => ({
    DisplayName: name,
    Player_number: number,
    GP: 1,
    GOALS: goals,
    assists: 0,
    Yellow: yellow,
    Red: 0,
    playerId: id,
  })
  lionsGames.G9 = {
    ...g9,
    PLAYERS: { P100: line('Marc Tremblay', 'P100', 9, 1, 0) },
    KEEPERS: { P101: line('Julien Roy', 'P101', 1, 0, 0) },
  }
  stlGames.G9 = { ...g9, PLAYERS: { P110: line('Sami Haddad', 'P110', 10, 1, 1) } }

  const teamStats = record(record(record(record(tree.TeamStats_2025W).Divisions).M1).Teams)
  record(teamStats.Lions_FC).game_3 = { GF: 3, GA: 0, Yellow: 0, Red: 0 }
  record(teamStats.St_Laurent_United).game_3 = { GF: 0, GA: 3, Yellow: 0, Red: 0 }

  const playerStats = record(record(record(tree.PlayerStats_2025W).M1).Teams)
  record(playerStats.Lions_FC).Paul_Gagnon = { Goals: 4 }
  return tree
}
