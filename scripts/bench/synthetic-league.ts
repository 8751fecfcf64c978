/**
 * The synthetic league of `npm run bench:domain`: N divisions × 8 teams × a double round-robin
 * season (14 rounds), shaped like shared/league-tree.example.json, the same for every run.
 */
const TEAMS_PER_DIVISION = 8
const PLAYERS_PER_TEAM = 12
export const NOW = new Date('2026-01-18T23:00:00Z')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Small deterministic PRNG (mulberry32) so every run measures the same league. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Double round robin by the circle method: rounds of [home, away] index pairs. */
function roundRobin(teams: number): Array<Array<[number, number]>> {
  const order = Array.from({ length: teams }, (_, index) => index)
  const rounds: Array<Array<[number, number]>> = []
  for (let round = 0; round < teams - 1; round += 1) {
    const pairs: Array<[number, number]> = []
    for (let index = 0; index < teams / 2; index += 1)
      pairs.push([order[index], order[teams - 1 - index]])
    rounds.push(pairs)
    order.splice(1, 0, order.pop() as number)
  }
  return [
    ...rounds,
    ...rounds.map((pairs) => pairs.map(([home, away]): [number, number] => [away, home])),
  ]
}

/** A league subtree shaped like shared/league-tree.example.json. */
export function syntheticLeague(divisionCount: number): {
  tree: Record<string, unknown>
  games: number
} {
  const rand = random(20251109)
  const int = (max: number) => Math.floor(rand() * (max + 1))
  const seasonDivisions: Record<string, unknown> = {}
  const teams: Record<string, unknown> = {}
  const players: Record<string, unknown> = {}
  const schedule: Record<string, Record<string, Record<string, unknown>>> = {}
  const stats: Record<string, unknown> = {}
  const teamStats: Record<string, unknown> = {}
  const playerStats: Record<string, unknown> = {}
  const teamFines: Record<string, unknown> = {}
  let games = 0

  for (let d = 1; d <= divisionCount; d += 1) {
    const divisionId = `D${d}`
    seasonDivisions[divisionId] = {
      division_id: divisionId,
      division_name_en: `Men ${d}`,
      division_name_fr: `Hommes ${d}`,
      league_name: d % 2 ? 'Laval' : 'Brossard',
      sex: d % 3 ? 'men' : 'women',
      is_active: '1',
      division_playoff_spots: 4,
    }
    const roster: Array<{ id: string; key: string; teamKey: string; ids: string[] }> = []
    for (let t = 0; t < TEAMS_PER_DIVISION; t += 1) {
      const id = `${divisionId}T${t}`
      const key = `Team_${divisionId}_${t}`
      teams[key] = {
        team_id: id,
        team_name: `Team ${divisionId} ${t}`,
        team_name_fr: `Équipe ${divisionId} ${t}`,
        division_id: divisionId,
        team_pic: `${key}.svg`,
      }
      const ids: string[] = []
      for (let p = 0; p < PLAYERS_PER_TEAM; p += 1) {
        const playerId = `${id}P${p}`
        ids.push(playerId)
        const suspended = int(40) === 0
        players[playerId] = {
          player_id: playerId, player_fname: `First${p}`, player_lname: `Last${id}`, team_id: id, division_id: divisionId, position: p < 2 ? 'GK' : 'FWD',
          jersey_number: p + 1, GP: 10, Goals: int(8), Assists: int(5), Yellow: int(3), Red: int(1), POM: int(2),
          ...(suspended ? { player_suspended: 'yes', player_suspended_asof_date: '2026-01-10', player_returndate: '2026-01-24', suspended_games: 1 } : {}),
        } // prettier-ignore
      }
      roster.push({ id, key, teamKey: key, ids })
      teamFines[`f_${id}`] = {
        Team_Name: `Team ${divisionId} ${t}`,
        Team_ID: id,
        Division: divisionId,
        Fine_Amount: 15 * (1 + int(3)),
        UpdatedAt: `2026-01-${String(1 + int(17)).padStart(2, '0')}`,
        Season_ID: 'S',
      }
    }

    const days: Record<string, Record<string, unknown>> = {}
    const statsTeams: Record<string, { GAMES: Record<string, unknown> }> = {}
    const teamStatsTeams: Record<string, Record<string, unknown>> = {}
    const playerStatsTeams: Record<string, Record<string, unknown>> = {}
    for (const team of roster) {
      statsTeams[team.teamKey] = { GAMES: {} }
      teamStatsTeams[team.teamKey] = {}
      playerStatsTeams[team.teamKey] = Object.fromEntries(
        team.ids.map((playerId, index) => [
          `First${index}_Last${team.id}`,
          { Goals: int(9), PlayerID: playerId },
        ]),
      )
    }
    roundRobin(TEAMS_PER_DIVISION).forEach((pairs, round) => {
      const day = new Date(Date.UTC(2025, 9, 5 + 7 * round))
      const dateText = `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`
      const key = dateText.toUpperCase()
      const played = day.getTime() < NOW.getTime()
      pairs.forEach(([h, a], slot) => {
        games += 1
        const gameId = `${divisionId}G${round}_${slot}`
        const home = roster[h]
        const away = roster[a]
        const [homeGoals, awayGoals] = [int(6), int(6)]
        days[key] ??= {}
        days[key][gameId] = {
          gameId, HomeTeamName: `Team ${divisionId} ${h}`, AwayTeamName: `Team ${divisionId} ${a}`, HomeTeamID: home.id, AwayTeamID: away.id, Date: dateText,
          Time: `${7 + slot}:00 PM`, Field: `Field ${1 + (slot % 2)}`, GameType: 'regular', GameComplete: played ? '1' : false,
          ...(played ? { HomeTeamScore: homeGoals, AwayTeamScore: awayGoals } : {}), DivisionID: divisionId,
        } // prettier-ignore
        if (!played) return
        const result = {
          Home_goals: homeGoals,
          Away_goals: awayGoals,
          FFT: false,
          HOMETEAM: { TeamID: home.id, Name: `Team ${divisionId} ${h}` },
          AWAYTEAM: { TeamID: away.id, Name: `Team ${divisionId} ${a}` },
        }
        for (const [team, goalsFor, goalsAgainst] of [
          [home, homeGoals, awayGoals],
          [away, awayGoals, homeGoals],
        ] as const) {
          const line = (playerId: string, index: number) => [
            playerId,
            {
              DisplayName: `First${index} Last${team.id}`,
              Player_number: index + 1,
              GP: 1,
              GOALS: int(2),
              assists: int(1),
              Yellow: int(1),
              Red: 0,
              playerId,
            },
          ]
          statsTeams[team.teamKey].GAMES[gameId] = {
            ...result,
            PLAYERS: Object.fromEntries(
              team.ids.slice(2).map((playerId, index) => line(playerId, index + 2)),
            ),
            KEEPERS: Object.fromEntries(
              team.ids.slice(0, 2).map((playerId, index) => line(playerId, index)),
            ),
          }
          teamStatsTeams[team.teamKey][`game_${round}`] = {
            GF: goalsFor,
            GA: goalsAgainst,
            Yellow: int(3),
            Red: int(1),
          }
        }
      })
    })
    schedule[divisionId] = days
    stats[divisionId] = { Teams: statsTeams }
    teamStats[divisionId] = { Teams: teamStatsTeams }
    playerStats[divisionId] = { Teams: playerStatsTeams }
  }

  const tree = {
    Seasons: {
      S: {
        season_id: 'S',
        isActive: true,
        Season_nameE: 'Winter 2025-26',
        Season_nameF: 'Hiver 2025-26',
        Divisions: seasonDivisions,
      },
    },
    '2': {
      Divisions: Object.fromEntries(
        Object.keys(seasonDivisions).map((id) => [
          id,
          { division_id: id, division_playoff_spots: 4 },
        ]),
      ),
    },
    S_Teams: teams,
    S_Players: players,
    Schedule: { S: { Divisions: schedule } },
    Stats_S: { Divisions: stats },
    TeamStats_S: { Divisions: teamStats },
    PlayerStats_S: playerStats,
    News: Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `2025-12-${String(index + 1).padStart(2, '0')}`,
        {
          [`n${index}`]: {
            title: `News ${index}`,
            title_fr: `Nouvelle ${index}`,
            Article: 'Text. '.repeat(60),
            date: `2025-12-${String(index + 1).padStart(2, '0')}`,
          },
        },
      ]),
    ),
    Sponsors: Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [
        `s${index}`,
        {
          name: `Sponsor ${index}`,
          imagePath: `sponsors/${index}.png`,
          websiteUrl: 'www.example.org',
          active: index !== 3,
          createdAt: 1731000000000 + index,
        },
      ]),
    ),
    PreSeason: { S: { b1: { url: 'preseason/banner.jpg' } } },
    Team_Fines: teamFines,
  }
  return { tree, games }
}
