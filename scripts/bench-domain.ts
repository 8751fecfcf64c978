/**
 * Micro-benchmark of the league domain (issue 4): builds a synthetic league of
 * N divisions × 8 teams × a double round-robin season, computes every derived view the
 * pages need (home, standings, every team page, every match sheet, every player page),
 * and checks that the time grows linearly with the number of games (1× vs 10×).
 *
 * Run: npm run bench:domain   (plain `node scripts/bench-domain.ts` on Node 24)
 */
import {
  activeSponsors,
  computeStandings,
  fines,
  latestNews,
  matchSheet,
  parseLeague,
  playerProfile,
  rankDefence,
  rankDiscipline,
  rankOffence,
  recentMatches,
  sponsorPages,
  suspensions,
  teamRankingCards,
  teamStanding,
  todaysMatches,
  topStrikers,
  upcomingMatches,
  type League,
} from '../app/league/index.ts'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// A full collection before each timed run, so that a run does not pay for the garbage of
// the previous one (whose cost grows with the heap, not with the work measured).
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const TEAMS_PER_DIVISION = 8
const PLAYERS_PER_TEAM = 12
const NOW = new Date('2026-01-18T23:00:00Z')
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
function syntheticLeague(divisionCount: number): { tree: Record<string, unknown>; games: number } {
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

/** Every view of every page, as the loaders will ask for them. Returns a count to keep the work observable. */
function everyView(league: League): number {
  let items = 0
  const count = (value: unknown) => {
    items += Array.isArray(value) ? value.length : value === undefined ? 0 : 1
  }
  // Home
  count(todaysMatches(league, NOW))
  count(upcomingMatches(league, NOW, { limit: 6 }))
  count(recentMatches(league, { limit: 6 }))
  count(topStrikers(league, { limit: 5 }))
  count(sponsorPages(activeSponsors(league), 3))
  count(latestNews(league.news, 'fr'))
  // Standings page and home widgets, per division
  for (const division of league.divisions) {
    count(computeStandings(league, division.id).rows)
    count(rankOffence(league, division.id))
    count(rankDefence(league, division.id))
    count(rankDiscipline(league, division.id))
    count(topStrikers(league, { divisionId: division.id, limit: 10 }))
    count(upcomingMatches(league, NOW, { divisionId: division.id, limit: 5 }))
    count(recentMatches(league, { divisionId: division.id, limit: 5 }))
    count(suspensions(league, division.id))
    count(fines(league, { divisionId: division.id, seasonId: league.seasonId }))
  }
  // Team pages
  for (const team of league.teams) {
    count(teamRankingCards(league, team.id, team.divisionId))
    count(teamStanding(league, team.id, team.divisionId))
    count(upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }))
    count(recentMatches(league, { teamId: team.id, limit: 3 }))
    count(suspensions(league, { teamId: team.id }))
    count(fines(league, { teamId: team.id }))
  }
  // Match pages and player pages
  for (const match of league.matches)
    if (match.status === 'finished') count(matchSheet(league, match.id, match.divisionId))
  for (const player of league.players) count(playerProfile(league, { playerId: player.id }))
  return items
}

/** One timed run (parse, then every view) on a fresh copy of the tree, so no cache helps. */
function runOnce(tree: unknown): { parse: number; views: number; items: number } {
  const copy = structuredClone(tree)
  collectGarbage()
  const start = performance.now()
  const league = parseLeague(copy)
  const parsed = performance.now()
  const items = everyView(league)
  return { parse: parsed - start, views: performance.now() - parsed, items }
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`

type Scale = { label: string; tree: unknown; games: number }

/**
 * Measures two sizes of a league and reports whether time grew with the games, not faster.
 * Runs of the two sizes are interleaved and the best run of each is kept: other processes
 * on the machine then slow both sizes alike instead of skewing the ratio.
 */
function compare(title: string, scales: [Scale, Scale], rounds = 7): boolean {
  const best = scales.map(() => ({ parse: Infinity, views: Infinity, items: 0 }))
  for (let round = -1; round < rounds; round += 1) {
    scales.forEach((scale, index) => {
      // About as much time on each size per round: the small league runs several times.
      const repeats = Math.max(1, Math.round(scales[1].games / scale.games / 3))
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        const run = runOnce(scale.tree)
        if (round < 0) continue // warm-up round: JIT and Intl caches
        if (run.parse + run.views < best[index].parse + best[index].views) best[index] = run
      }
    })
  }
  const results = scales.map((scale, index) => ({ ...scale, ...best[index] }))
  console.log(`\n${title}`)
  console.log('league               games     parse     views     total   µs/game   view items')
  for (const result of results) {
    const total = result.parse + result.views
    const perGame = ((total * 1000) / result.games).toFixed(1)
    console.log(
      `${result.label.padEnd(19)} ${String(result.games).padStart(6)} ${ms(result.parse)} ${ms(result.views)} ${ms(total)} ${perGame.padStart(8)}   ${result.items}`,
    )
  }
  const [small, large] = results
  const gameRatio = large.games / small.games
  const timeRatio = (large.parse + large.views) / (small.parse + small.views)
  const perGameRatio = timeRatio / gameRatio
  console.log(
    `games ×${gameRatio.toFixed(1)} → time ×${timeRatio.toFixed(1)} (per-game cost ratio ${perGameRatio.toFixed(2)}; 1.00 is linear)`,
  )
  // A view that is quadratic in the games would show a ratio near 10 here; GC and a busy
  // machine move a linear one by a few tenths.
  return perGameRatio <= 2
}

console.log(
  `League domain benchmark: Node ${process.version}; best of interleaved runs, each on a fresh tree copy after a full GC`,
)
const synthetic = [8, 80].map((divisions) => ({ divisions, ...syntheticLeague(divisions) }))
let linear = compare('Synthetic league: divisions × 8 teams × double round robin (14 rounds)', [
  { label: '1× (8 divisions)', tree: synthetic[0].tree, games: synthetic[0].games },
  { label: '10× (80 divisions)', tree: synthetic[1].tree, games: synthetic[1].games },
])

// The demo league of app/data (another module, maybe absent): measured too when present.
try {
  const { generateDemoLeague } = await import('../app/data/demo-league/generate.ts')
  const demo = [1, 10].map((scale) => generateDemoLeague({ now: NOW, scale }))
  linear =
    compare('Demo league (app/data/demo-league, scale 1 and 10)', [
      { label: 'demo 1×', tree: demo[0].tree, games: demo[0].facts.counts.games },
      { label: 'demo 10×', tree: demo[1].tree, games: demo[1].facts.counts.games },
    ]) && linear
} catch (error) {
  console.log(
    `\nDemo league not measured (${error instanceof Error ? error.message : String(error)})`,
  )
}

if (!linear) {
  console.error('\nTime grew faster than the number of games: some view is not linear.')
  process.exitCode = 1
}
