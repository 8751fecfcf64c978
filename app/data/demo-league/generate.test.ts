import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { generateDemoLeague } from './generate.ts'

type Obj = Record<string, unknown>
const obj = (value: unknown) => value as Obj

// 22:30 on Wednesday 14 January 2026 in Toronto (already the 15th in UTC).
const NOW = new Date('2026-01-15T03:30:00Z')
const demo = generateDemoLeague({ now: NOW })
const { tree, facts, media } = demo
const active = facts.activeSeasonId

function scheduleGames(seasonId: string): Array<{ division: string; dateKey: string; game: Obj }> {
  const out: Array<{ division: string; dateKey: string; game: Obj }> = []
  const divisions = obj(obj(obj(tree.Schedule)[seasonId]).Divisions)
  for (const [division, days] of Object.entries(divisions)) {
    for (const [dateKey, games] of Object.entries(obj(days))) {
      for (const game of Object.values(obj(games))) out.push({ division, dateKey, game: obj(game) })
    }
  }
  return out
}

const isComplete = (value: unknown) => value === true || value === '1' || value === 1

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

// Generated once here, for its hash and its counts: a scale-3 league is ten seconds of a busy CPU.
let scaled: ReturnType<typeof generateDemoLeague> | undefined
const threeTimes = () => (scaled ??= generateDemoLeague({ now: NOW, scale: 3 }))

/**
 * The demo league's exact output, so that reorganising the generator cannot change it unseen:
 * SHA-256 of the JSON of the whole output (tree, media, facts), for fixed `now`s (winter and
 * summer seasons) and scales 1 and 3. A change of these hashes means the generated league
 * changed: make it on purpose and update them. Checked first, before any test reads the output.
 */
describe('the demo league output', { timeout: 120_000 }, () => {
  it.each([
    ['2026-01-15T03:30:00Z', 1, '2ca373b51d61db5596733633c748ac8c00a406aa5513d84fb78097818b9d85ec'],
    ['2026-07-01T16:00:00Z', 1, '0ac2ca06e479b97da9f0a95c4d659c0da9f8d79e78f1a41eda44bd2aee426fad'],
    ['2026-01-15T03:30:00Z', 3, '24a56d551ccdfa53e9cd56c337bc52c68fe6e5f95277e63ff92b3e72ebd5c555'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    const at = new Date(now)
    const output =
      at.getTime() !== NOW.getTime()
        ? generateDemoLeague({ now: at, scale })
        : scale === 1
          ? demo
          : threeTimes()
    expect(sha256(output)).toBe(hash)
  })
})

describe('the demo league generator', { timeout: 30_000 }, () => {
  it('depends on its seed: the same now with another seed is another league', () => {
    expect(generateDemoLeague({ now: NOW, seed: 7 }).tree).not.toEqual(tree)
  })

  it('has an active season spanning now and a past one', () => {
    const seasons = obj(tree.Seasons)
    expect(Object.keys(seasons).sort()).toEqual(['2024W', '2025S', '2025W'])
    expect(obj(seasons['2025W'])).toMatchObject({
      isActive: true,
      Season_nameE: 'Winter 2025-26',
      Season_nameF: 'Hiver 2025-26',
    })
    expect(obj(seasons['2025S']).isActive).toBe(false)
  })

  it('has at least six active divisions in Laval and Brossard, men and women, and an inactive one', () => {
    const divisions = Object.values(obj(obj(obj(tree.Seasons)[active]).Divisions)).map(obj)
    const activeOnes = divisions.filter((d) => d.is_active === '1')
    expect(activeOnes.length).toBeGreaterThanOrEqual(6)
    expect(divisions.some((d) => d.is_active === '0')).toBe(true)
    expect(new Set(activeOnes.map((d) => d.league_name ?? d.league))).toEqual(
      new Set(['Laval', 'Brossard']),
    )
    expect(activeOnes.some((d) => d.sex === 'women')).toBe(true)
    expect(activeOnes.some((d) => d.sex === 'men')).toBe(true)
    expect(activeOnes.some((d) => d.sex === undefined)).toBe(true)
    expect(activeOnes.some((d) => typeof d.division_playoff_spots === 'string')).toBe(true)
    expect(Object.keys(obj(obj(tree['2']).Divisions)).length).toBe(activeOnes.length)
  })

  it('gives every division 6 to 10 teams of 12 to 18 players, goalkeepers included', () => {
    const teams = Object.values(obj(tree[`${active}_Teams`])).map(obj)
    const players = Object.values(obj(tree[`${active}_Players`])).map(obj)
    const byDivision = Map.groupBy(teams, (t) => t.division_id as string)
    for (const divisionTeams of byDivision.values()) {
      expect(divisionTeams.length).toBeGreaterThanOrEqual(6)
      expect(divisionTeams.length).toBeLessThanOrEqual(10)
    }
    for (const team of teams) {
      const roster = players.filter((p) => p.team_id === team.team_id)
      expect(roster.length).toBeGreaterThanOrEqual(12)
      expect(roster.length).toBeLessThanOrEqual(18)
      expect(
        roster.filter((p) => p.position === 'GK' || p.position === 2).length,
      ).toBeGreaterThanOrEqual(1)
    }
  })

  it('uses the field-name variants the readers must accept', () => {
    const teams = Object.values(obj(tree[`${active}_Teams`])).map(obj)
    expect(teams.some((t) => 'team_name' in t)).toBe(true)
    expect(teams.some((t) => 'name' in t && !('team_name' in t))).toBe(true)
    expect(teams.some((t) => 'team_name_en' in t && 'team_name_fr' in t)).toBe(true)
    expect(teams.some((t) => 'team_photo' in t)).toBe(true)
    // One name per team, as its captain knows it: both name fields, when filled, agree.
    for (const team of teams.filter((t) => 'team_name_fr' in t))
      expect(team.team_name_fr, String(team.team_id)).toBe(team.team_name_en ?? team.team_name)
    const players = Object.values(obj(tree[`${active}_Players`])).map(obj)
    expect(players.some((p) => 'player_name' in p)).toBe(true)
    expect(players.some((p) => 'player_fname' in p)).toBe(true)
    expect(players.some((p) => p.position === 2)).toBe(true)
    const completions = new Set(
      scheduleGames(active)
        .filter((g) => isComplete(g.game.GameComplete))
        .map((g) => JSON.stringify(g.game.GameComplete)),
    )
    expect(completions).toEqual(new Set(['true', '"1"', '1']))
    expect(scheduleGames(active).some((g) => typeof g.game.HomeTeamScore === 'string')).toBe(true)
    expect(
      scheduleGames(active).some((g) => /^\d{1,2}:\d{2} [AP]M$/.test(g.game.Time as string)),
    ).toBe(true)
    expect(scheduleGames(active).some((g) => /^\d{2}:\d{2}$/.test(g.game.Time as string))).toBe(
      true,
    )
  })

  it("schedules matches today in Toronto, keyed 'MMM D, YYYY'", () => {
    expect(facts.todayScheduleKey).toBe('JAN 14, 2026')
    const today = scheduleGames(active).filter((g) => g.dateKey === 'JAN 14, 2026')
    expect(today.length).toBeGreaterThanOrEqual(2)
    expect(today.every((g) => g.game.Date === 'Jan 14, 2026')).toBe(true)
    expect(today.map((g) => g.game.gameId).sort()).toEqual([...facts.todayGameIds].sort())
  })

  it('has results up to now and none after it', () => {
    const games = scheduleGames(active)
    const played = games.filter((g) => isComplete(g.game.GameComplete))
    const upcoming = games.filter((g) => !isComplete(g.game.GameComplete))
    expect(played.length).toBeGreaterThan(100)
    expect(upcoming.length).toBeGreaterThan(50)
    expect(upcoming.every((g) => g.game.HomeTeamScore === undefined)).toBe(true)
    expect(played.some((g) => Number(g.game.HomeTeamScore) === Number(g.game.AwayTeamScore))).toBe(
      true,
    )
  })

  it('has a forfeit, marked in the schedule and in the standings stats', () => {
    const forfeit = scheduleGames(active).find((g) => g.game.gameId === facts.forfeitGameId) as {
      division: string
      game: Obj
    }
    expect(forfeit.game).toMatchObject({
      HomeTeamFFT: true,
      AwayTeamFFT: false,
      HomeTeamScore: 0,
      AwayTeamScore: 3,
    })
    const teams = obj(obj(obj(obj(tree[`Stats_${active}`]).Divisions)[forfeit.division]).Teams)
    const entries = Object.values(teams)
      .map((t) => obj(obj(t).GAMES)[facts.forfeitGameId])
      .filter(Boolean)
      .map(obj)
    expect(entries.map((e) => e.FFT).sort()).toEqual([false, true])
  })

  it('has one game whose time is TBD', () => {
    const tbd = scheduleGames(active).filter((g) => g.game.Time === 'TBD')
    expect(tbd.map((g) => g.game.gameId)).toEqual([facts.tbdTimeGameId])
    expect(tbd[0].game.Field).toBeUndefined()
  })

  it('has finished playoff games with overtime and with a shootout', () => {
    const playoffs = scheduleGames(active).filter(
      (g) => g.game.GameType === 'playoffs' && isComplete(g.game.GameComplete),
    )
    const shootout = playoffs.find((g) => g.game.HomeShootoutGoals !== undefined)?.game as Obj
    expect(shootout).toMatchObject({
      Overtime: true,
      PlayoffsStage: 'Semi Finals',
      HomeShootoutAttempts: expect.any(Number),
    })
    expect(shootout.HomeTeamScore).toBe(shootout.AwayTeamScore)
    expect(shootout.HomeShootoutGoals).not.toBe(shootout.AwayShootoutGoals)
    const overtime = playoffs.find(
      (g) => g.game.Overtime === true && g.game.HomeShootoutGoals === undefined,
    )?.game as Obj
    expect(overtime.HomeTeamScore).not.toBe(overtime.AwayTeamScore)
    expect(facts.shootoutGameIds).toEqual([shootout.gameId])
    const pastFinals = scheduleGames(facts.pastSeasonId).filter((g) =>
      Object.values(g.game).includes('Finals'),
    )
    expect(pastFinals.length).toBe(7)
    expect(pastFinals.every((g) => isComplete(g.game.GameComplete))).toBe(true)
  })

  it('keeps the stats trees consistent with the results', () => {
    const stats = obj(obj(tree[`Stats_${active}`]).Divisions)
    const teamStats = obj(obj(tree[`TeamStats_${active}`]).Divisions)
    const teams = Object.entries(obj(tree[`${active}_Teams`])).map(
      ([key, t]) => ({ ...obj(t), key }) as Obj & { key: string },
    )
    const keyOfId = new Map(teams.map((t) => [t.team_id, t.key]))
    const rosterGoals = new Map<string, number>()
    const gf = new Map<string, number>()
    for (const { division, game } of scheduleGames(active)) {
      if (!isComplete(game.GameComplete)) continue
      const homeKey = keyOfId.get(game.HomeTeamID) as string
      const awayKey = keyOfId.get(game.AwayTeamID) as string
      for (const [key, scored] of [
        [homeKey, Number(game.HomeTeamScore)],
        [awayKey, Number(game.AwayTeamScore)],
      ] as const) {
        const entry = obj(obj(obj(obj(stats[division]).Teams)[key]).GAMES)[
          game.gameId as string
        ] as Obj
        expect(entry.Home_goals).toBe(Number(game.HomeTeamScore))
        expect(entry.Away_goals).toBe(Number(game.AwayTeamScore))
        expect(obj(entry.HOMETEAM).TeamID).toBe(game.HomeTeamID)
        if (!game.HomeTeamFFT && !game.AwayTeamFFT) {
          const lines = [
            ...Object.values(obj(entry.PLAYERS ?? {})),
            ...Object.values(obj(entry.KEEPERS ?? {})),
          ].map(obj)
          expect(lines.reduce((sum, l) => sum + (l.GOALS as number), 0)).toBe(scored)
          if (game.GameType !== 'playoffs') {
            for (const line of lines)
              rosterGoals.set(
                line.playerId as string,
                (rosterGoals.get(line.playerId as string) ?? 0) + (line.GOALS as number),
              )
          }
        }
        if (game.GameType !== 'playoffs') gf.set(key, (gf.get(key) ?? 0) + scored)
      }
      void teamStats
    }
    for (const [division, node] of Object.entries(teamStats)) {
      for (const [key, games] of Object.entries(obj(obj(node).Teams))) {
        const total = Object.values(obj(games)).reduce(
          (sum: number, g) => sum + (obj(g).GF as number),
          0,
        )
        expect(total, `${division} ${key}`).toBe(gf.get(key) ?? 0)
      }
    }
    for (const [id, player] of Object.entries(obj(tree[`${active}_Players`]))) {
      expect(obj(player).Goals, id).toBe(rosterGoals.get(id) ?? 0)
    }
    const playerStats = obj(tree[`PlayerStats_${active}`])
    for (const division of Object.values(playerStats)) {
      for (const team of Object.values(obj(obj(division).Teams))) {
        for (const stat of Object.values(obj(team)).map(obj)) {
          const id = (stat.PlayerID ?? stat.player_id ?? stat.playerId) as string
          expect(Number(stat.Goals), id).toBe(rosterGoals.get(id) ?? 0)
        }
      }
    }
  })

  it('has current suspensions and team fines', () => {
    const players = obj(tree[`${active}_Players`])
    expect(facts.suspendedPlayerIds.length).toBeGreaterThan(0)
    for (const id of facts.suspendedPlayerIds) {
      expect(obj(players[id])).toMatchObject({
        player_suspended_asof_date: expect.any(String),
        player_returndate: expect.any(String),
      })
    }
    const fines = Object.values(obj(tree.Team_Fines)).map(obj)
    expect(fines.some((f) => f.Fine_Amount === '100.00')).toBe(true)
    expect(fines.some((f) => f.Fine_Amount === 15)).toBe(true)
    expect(fines.every((f) => f.Season_ID === active)).toBe(true)
  })

  it('has news in both languages with pictures without words, sponsors with one inactive, and a preseason banner, all with local images', () => {
    const news = Object.values(obj(tree.News))
      .flatMap((day) => Object.values(obj(day)))
      .map(obj)
    expect(news.filter((n) => n.image).length).toBeGreaterThanOrEqual(4)
    // A league writes its news in both languages (docs/product.md#languages).
    for (const item of news)
      expect([item.title_fr, item.Article_fr], String(item.title)).not.toContain(undefined)
    const sponsors = Object.values(obj(tree.Sponsors)).map(obj)
    expect(sponsors.filter((s) => s.active === false)).toHaveLength(1)
    const banner = Object.values(obj(obj(tree.PreSeason)[active])).map(obj)[0]
    const referenced = [
      ...news.map((n) => n.image),
      ...sponsors.filter((s) => s.active).map((s) => s.imagePath),
      banner.url,
    ].filter((v): v is string => typeof v === 'string')
    for (const file of referenced) expect(media[file], file).toContain('<svg')
    // News and preseason pictures carry no words: text in an image has one language only.
    for (const file of [...news.map((n) => n.image), banner.url].filter(
      (v): v is string => typeof v === 'string',
    ))
      expect(media[file], file).not.toContain('<text')
    expect(Object.keys(media).some((file) => file.startsWith('TeamsImages/'))).toBe(true)
    expect(Object.keys(media).some((file) => file.startsWith('Players/'))).toBe(true)
  })

  // Three leagues' worth of generation: minutes on a loaded machine, a limit for hangs only.
  it('writes an N× larger league with --scale', { timeout: 120_000 }, () => {
    const big = threeTimes()
    expect(big.facts.counts.divisions).toBe(3 * facts.counts.divisions)
    expect(big.facts.counts.teams).toBe(3 * facts.counts.teams)
    expect(new Set(Object.keys(obj(big.tree[`${active}_Teams`]))).size).toBe(big.facts.counts.teams)
  })
})
