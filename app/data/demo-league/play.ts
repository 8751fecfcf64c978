/**
 * The demo's seasons played out: the schedule (a double round robin, then playoff slots), the
 * simulated games, the table that seeds the playoffs, and the playoffs themselves.
 */
import { addDays, leagueInstant, type Day } from './calendar.ts'
import type { Random } from './random.ts'
import { simulate } from './simulate.ts'
import {
  FIELDS,
  REGULAR_ROUNDS,
  CURRENT_ROUND,
  FURTHER_ALONG_CURRENT_ROUND,
  PAST_REGULAR_ROUNDS,
} from './divisions.ts'
import type { DemoFacts, Division, Team, Stage, Game, Result, Season } from './shapes.ts'

export function roundRobin<T>(teams: readonly T[], rounds: number): Array<Array<[T, T]>> {
  const list: Array<T | undefined> = teams.length % 2 === 1 ? [...teams, undefined] : [...teams]
  const n = list.length
  const out: Array<Array<[T, T]>> = []
  let order = list
  for (let r = 0; r < rounds; r++) {
    const pairs: Array<[T, T]> = []
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]
      const b = order[n - 1 - i]
      if (a !== undefined && b !== undefined) pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a])
    }
    out.push(pairs)
    order = [order[0], order[n - 1], ...order.slice(1, n - 1)]
  }
  return out
}

/** The active season's games: a double round robin of 16 rounds per division, then playoff slots. */
export function scheduleActiveSeason(
  active: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  today: Day,
): void {
  let activeCounter = 0
  const nextActiveId = () => `${active.id}-${String(++activeCounter).padStart(4, '0')}`
  for (const division of divisions) {
    const anchor = addDays(today, division.dayOffset)
    const currentRound = division.furtherAlong ? FURTHER_ALONG_CURRENT_ROUND : CURRENT_ROUND
    const dayOfRound = (round: number) => addDays(anchor, 7 * (round - currentRound))
    const rounds = roundRobin(
      rng.fork(`pairing-${division.key}`).shuffle(teamsOf(division)),
      REGULAR_ROUNDS,
    )
    rounds.forEach((pairs, round) => {
      pairs.forEach(([home, away], slot) => {
        active.games.push(
          makeGame(
            nextActiveId(),
            division,
            dayOfRound(round),
            slot,
            home,
            away,
            'regular',
            undefined,
            round,
          ),
        )
      })
    })
    // Playoff dates: two weeks after the last regular round, then weekly.
    const stages: Stage[] =
      division.spots >= 8 ? ['Quarter Finals', 'Semi Finals', 'Finals'] : ['Semi Finals', 'Finals']
    stages.forEach((stage, s) => {
      const count = stage === 'Quarter Finals' ? 4 : stage === 'Semi Finals' ? 2 : 1
      for (let slot = 0; slot < count; slot++) {
        active.games.push(
          makeGame(
            nextActiveId(),
            division,
            dayOfRound(REGULAR_ROUNDS + 1 + s),
            slot,
            undefined,
            undefined,
            'playoffs',
            stage,
            REGULAR_ROUNDS + 1 + s,
          ),
        )
      }
    })
  }
}

/** The first group's special games: a forfeit, a game without a time, a red card. */
export function markSpecialGames(active: Season, facts: DemoFacts): void {
  const byDivision = (key: string) => active.games.filter((g) => g.division.key === key)
  const forfeit = byDivision('M2').find((g) => g.round === 4 && g.type === 'regular') as Game
  forfeit.forfeit = 'home'
  facts.forfeitGameId = forfeit.id
  const tbd = byDivision('M2').find(
    (g) => g.round === CURRENT_ROUND + 2 && g.type === 'regular',
  ) as Game
  tbd.tbdTime = true
  tbd.field = undefined
  facts.tbdTimeGameId = tbd.id
  const redCardGame = byDivision('M1').find((g) => g.round === CURRENT_ROUND - 1) as Game
  redCardGame.forcedRed = true
}

/**
 * Plays the active season (every game is simulated, so results do not depend on "now"), marks
 * the games already played by `now`, and the playoffs of the division that is further along.
 */
export function playActiveSeason(
  active: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  now: Date,
  facts: DemoFacts,
): void {
  const play = rng.fork('results')
  for (const game of active.games) {
    if (game.type === 'regular') game.result = simulate(play.fork(game.id), game)
  }

  // Completion, then the playoffs of the division that is further along.
  const isPlayed = (game: Game) =>
    !game.tbdTime &&
    leagueInstant(game.day, game.hour, game.minute).getTime() + 50 * 60_000 <= now.getTime()
  for (const game of active.games) game.complete = game.type === 'regular' && isPlayed(game)
  for (const division of divisions.filter((d) => d.furtherAlong)) {
    const table = standings(
      teamsOf(division),
      active.games.filter((g) => g.division === division && g.complete && g.type === 'regular'),
    )
    const seeds = table.slice(0, division.spots)
    const semis = active.games.filter((g) => g.division === division && g.stage === 'Semi Finals')
    const final = active.games.find((g) => g.division === division && g.stage === 'Finals') as Game
    const pairs: Array<[Team, Team]> = [
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]
    semis.forEach((game, i) => {
      game.home = pairs[i][0]
      game.away = pairs[i][1]
      game.force = i === 0 ? 'shootout' : 'overtime'
      game.result = simulate(play.fork(game.id), game)
      game.complete = isPlayed(game)
    })
    // The semi-finals were played yesterday: their winners meet in the final next week.
    if (semis.every((g) => g.complete)) {
      final.home = winnerOf(semis[0])
      final.away = winnerOf(semis[1])
      final.result = simulate(play.fork(final.id), final)
      final.complete = isPlayed(final)
    }
  }
  for (const game of active.games) {
    if (!game.complete) continue
    if (game.result?.shootout) facts.shootoutGameIds.push(game.id)
    else if (game.result?.overtime) facts.overtimeGameIds.push(game.id)
  }
}

/** The past season, ending four weeks before the active one: every game played, full playoffs. */
export function playPastSeason(
  past: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  pastEnd: Day,
): void {
  let pastCounter = 0
  const pastPlay = rng.fork('past-results')
  for (const division of divisions) {
    const stages: Stage[] =
      division.spots >= 8 ? ['Quarter Finals', 'Semi Finals', 'Finals'] : ['Semi Finals', 'Finals']
    const totalWeeks = PAST_REGULAR_ROUNDS + 1 + stages.length
    const dayOfRound = (round: number) =>
      addDays(pastEnd, division.dayOffset - 7 * (totalWeeks - round))
    const divisionTeams = teamsOf(division)
    const rounds = roundRobin(
      rng.fork(`past-pairing-${division.key}`).shuffle(divisionTeams),
      PAST_REGULAR_ROUNDS,
    )
    const regular: Game[] = []
    rounds.forEach((pairs, round) => {
      pairs.forEach(([home, away], slot) => {
        const game = makeGame(
          `${past.id}-${String(++pastCounter).padStart(4, '0')}`,
          division,
          dayOfRound(round),
          slot,
          home,
          away,
          'regular',
          undefined,
          round,
        )
        game.result = simulate(pastPlay.fork(game.id), game)
        game.complete = true
        regular.push(game)
      })
    })
    past.games.push(...regular)
    let alive = standings(divisionTeams, regular).slice(0, division.spots)
    stages.forEach((stage, s) => {
      const next: Team[] = []
      for (let i = 0; i < alive.length / 2; i++) {
        const game = makeGame(
          `${past.id}-${String(++pastCounter).padStart(4, '0')}`,
          division,
          dayOfRound(PAST_REGULAR_ROUNDS + 1 + s),
          i,
          alive[i],
          alive[alive.length - 1 - i],
          'playoffs',
          stage,
          PAST_REGULAR_ROUNDS + 1 + s,
        )
        if (stage === 'Finals' && division.group === 1 && division.id === 'M1')
          game.force = 'shootout'
        if (stage === 'Finals' && division.group === 1 && division.id === 'M3')
          game.force = 'overtime'
        game.result = simulate(pastPlay.fork(game.id), game)
        game.complete = true
        past.games.push(game)
        next.push(winnerOf(game))
      }
      alive = next
    })
  }
}

export function makeGame(
  id: string,
  division: Division,
  day: Day,
  slot: number,
  home: Team | undefined,
  away: Team | undefined,
  type: 'regular' | 'playoffs',
  stage: Stage | undefined,
  round: number,
): Game {
  const minutes = division.startHour * 60 + division.startMinute + Math.floor(slot / 2) * 60
  return {
    id,
    division,
    day,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    field: FIELDS[division.location][slot % 2],
    tbdTime: false,
    home,
    away,
    type,
    stage,
    round,
    forfeit: undefined,
    force: undefined,
    forcedRed: false,
    complete: false,
    result: undefined,
  }
}

export function winnerOf(game: Game): Team {
  const r = game.result as Result
  const home = game.home as Team
  const away = game.away as Team
  if (game.forfeit) return game.forfeit === 'home' ? away : home
  if (r.homeGoals !== r.awayGoals) return r.homeGoals > r.awayGoals ? home : away
  if (r.shootout) return r.shootout.homeGoals > r.shootout.awayGoals ? home : away
  return home
}

/**
 * Regular-season table: points, then goal difference, goals for, name
 * (docs/product.md#standings-rules).
 */
export function standings(teams: Team[], games: Game[]): Team[] {
  const rows = new Map(teams.map((t) => [t, { points: 0, gf: 0, ga: 0 }]))
  for (const game of games) {
    const r = game.result
    if (!r || !game.home || !game.away) continue
    const home = rows.get(game.home)
    const away = rows.get(game.away)
    if (!home || !away) continue
    home.gf += r.homeGoals
    home.ga += r.awayGoals
    away.gf += r.awayGoals
    away.ga += r.homeGoals
    if (game.forfeit === 'home') away.points += 3
    else if (game.forfeit === 'away') home.points += 3
    else if (r.homeGoals > r.awayGoals) home.points += 3
    else if (r.homeGoals < r.awayGoals) away.points += 3
    else {
      home.points += 1
      away.points += 1
    }
  }
  return [...teams].sort((a, b) => {
    const x = rows.get(a) as { points: number; gf: number; ga: number }
    const y = rows.get(b) as { points: number; gf: number; ga: number }
    return (
      y.points - x.points ||
      y.gf - y.ga - (x.gf - x.ga) ||
      y.gf - x.gf ||
      a.name.localeCompare(b.name)
    )
  })
}
