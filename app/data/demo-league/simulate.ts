/**
 * A demo game simulated: goals drawn from the teams' strengths, overtime and shootouts in the
 * playoffs, and who scored, assisted and was booked.
 */
import type { Random } from './random.ts'
import type { Game, Line, Result, Team } from './shapes.ts'

export function simulate(rng: Random, game: Game): Result {
  const home = game.home as Team
  const away = game.away as Team
  if (game.forfeit) {
    return {
      homeGoals: game.forfeit === 'home' ? 0 : 3,
      awayGoals: game.forfeit === 'home' ? 3 : 0,
      overtime: false,
      shootout: undefined,
      homeLines: [],
      awayLines: [],
    }
  }
  const lambda = (a: Team, b: Team, bonus: number) =>
    Math.max(0.7, 3.1 + 0.9 * (a.strength - b.strength) + bonus)
  let homeGoals = rng.poisson(lambda(home, away, 0.25))
  let awayGoals = rng.poisson(lambda(away, home, 0))
  let overtime = false
  let shootout: Result['shootout']
  if (game.force) {
    awayGoals = homeGoals
  }
  if (game.type === 'playoffs' && homeGoals === awayGoals) {
    overtime = true
    let homeOvertime = rng.poisson(0.5)
    let awayOvertime = rng.poisson(0.5)
    if (game.force === 'shootout') awayOvertime = homeOvertime
    if (game.force === 'overtime' && homeOvertime === awayOvertime) homeOvertime++
    homeGoals += homeOvertime
    awayGoals += awayOvertime
    if (homeGoals === awayGoals) {
      let h = 0
      let a = 0
      let kicks = 0
      while (kicks < 3 || (h === a && kicks < 10)) {
        kicks++
        if (rng.chance(0.7)) h++
        if (rng.chance(0.7)) a++
      }
      if (h === a) h++
      shootout = { homeGoals: h, awayGoals: a, homeAttempts: kicks, awayAttempts: kicks }
    }
  }
  return {
    homeGoals,
    awayGoals,
    overtime,
    shootout,
    homeLines: lineup(rng, home, homeGoals, game.forcedRed),
    awayLines: lineup(rng, away, awayGoals, false),
  }
}

export function lineup(rng: Random, team: Team, goals: number, forceRed: boolean): Line[] {
  const keepers = team.players.filter((p) => p.keeper)
  const field = team.players.filter((p) => !p.keeper)
  const appearing = [
    keepers[0],
    ...(rng.chance(0.25) ? keepers.slice(1) : []),
    ...field.filter(() => rng.chance(0.82)),
  ]
  const lines: Line[] = appearing.map((player) => ({
    player,
    goals: 0,
    assists: 0,
    yellow: 0,
    red: 0,
  }))
  const outfield = lines.filter((l) => !l.player.keeper)
  const scoringWeight = (l: Line) =>
    (l.player.position === 'FWD' ? 6 : l.player.position === 'MID' ? 3 : 1) * (0.5 + l.player.skill)
  for (let g = 0; g < goals && outfield.length > 0; g++) {
    const scorer = outfield[rng.weighted(outfield.map(scoringWeight))]
    scorer.goals++
    if (rng.chance(0.65)) {
      const others = lines.filter((l) => l !== scorer)
      if (others.length > 0)
        others[
          rng.weighted(
            others.map((l) => (l.player.keeper ? 0.2 : l.player.position === 'MID' ? 4 : 2)),
          )
        ].assists++
    }
  }
  for (const line of lines) {
    if (rng.chance(0.06)) line.yellow = 1
    if (rng.chance(0.006)) line.red = 1
  }
  if (forceRed) {
    const target = outfield.find((l) => l.player.position === 'MID') ?? outfield[0]
    if (target) target.red = 1
  }
  return lines
}
