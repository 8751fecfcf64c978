import { describe, expect, it } from 'vitest'
import { playoffBracket, playoffResult, type Bracket } from './bracket.ts'
import { game, leagueTree, regularSeason } from './fixtures/playoff-trees.ts'
import { parseLeague } from './league.ts'

function bracketOf(playoffs: ReadonlyArray<Record<string, unknown>>): Bracket {
  const tree = leagueTree([
    {
      id: 'S',
      nameE: 'Season',
      nameF: 'Saison',
      active: true,
      games: [...regularSeason(), ...playoffs],
    },
  ])
  return playoffBracket(parseLeague(tree), 'D')
}

/** Each round as 'key: home score-score away' lines, for readable expectations. */
function outline(bracket: Bracket): string[] {
  return bracket.rounds.map(
    (round) =>
      `${round.key}: ${round.ties
        .map((tie) => {
          const name = (side: typeof tie.home) =>
            `${side.team?.name.en ?? 'TBD'}${side.seed === undefined ? '' : `(${side.seed})`}`
          const score =
            tie.status === 'finished'
              ? ` ${tie.home.score ?? '-'}-${tie.away.score ?? '-'} `
              : ' v '
          return `${name(tie.home)}${score}${name(tie.away)}`
        })
        .join(', ')}`,
  )
}

const semis = [
  game({ home: 'A', away: 'D', score: [3, 1], date: '2026-02-01', stage: 'Semi Finals' }),
  game({
    home: 'B',
    away: 'C',
    score: [2, 2],
    date: '2026-02-01',
    stage: 'Semi Finals',
    overtime: true,
    shootout: [3, 2],
  }),
]

describe('the playoff bracket of a division', () => {
  it('is empty, with status none, for a season without playoffs', () => {
    const bracket = bracketOf([])
    expect(bracket).toMatchObject({ status: 'none', rounds: [] })
    expect(bracket.champion).toBeUndefined()
  })

  it('orders rounds as the product does and seeds teams from the regular-season standings', () => {
    const bracket = bracketOf([game({ date: '2026-02-08', stage: 'Finals' }), ...semis])
    expect(outline(bracket)).toEqual([
      'semiFinals: Alpha(1) 3-1 Delta(4), Bravo(2) 2-2 Charlie(3)',
      'finals: TBD v TBD',
    ])
    expect(bracket.status).toBe('inProgress')
    expect(bracket.currentRound).toBe(1)
  })

  it.each([
    ['a goal difference', { score: [3, 1] as [number, number] }, 'home'],
    ['an away win', { score: [0, 2] as [number, number] }, 'away'],
    [
      'a shootout after a draw',
      { score: [2, 2] as [number, number], overtime: true, shootout: [1, 3] as [number, number] },
      'away',
    ],
    [
      'a forfeit, whatever the score',
      { score: [5, 0] as [number, number], forfeit: 'home' as const },
      'away',
    ],
    ['a draw without shootout', { score: [1, 1] as [number, number] }, undefined],
    ['an unplayed game', {}, undefined],
  ])('decides the winner of a tie by %s', (_, spec, winner) => {
    const bracket = bracketOf([
      game({ home: 'A', away: 'B', date: '2026-02-08', stage: 'Finals', ...spec }),
    ])
    const tie = bracket.rounds[0].ties[0]
    expect(tie.winner).toBe(winner)
    expect(tie.home.winner).toBe(winner === 'home')
    expect(tie.away.winner).toBe(winner === 'away')
  })

  it('keeps the overtime marker, the shootout score and the forfeit tag on each tie', () => {
    const bracket = bracketOf([
      ...semis,
      game({
        home: 'A',
        away: 'B',
        score: [0, 3],
        date: '2026-02-08',
        stage: 'Finals',
        forfeit: 'home',
      }),
    ])
    const shootout = bracket.rounds[0].ties[1]
    expect(shootout).toMatchObject({
      overtime: true,
      shootout: true,
      home: { score: 2, shootoutGoals: 3, winner: true },
      away: { score: 2, shootoutGoals: 2, winner: false },
    })
    expect(bracket.rounds[1].ties[0]).toMatchObject({
      home: { forfeit: true },
      away: { forfeit: false },
      winner: 'away',
    })
  })

  it('names the champion once the final is played, a final decided by a shootout too', () => {
    const bracket = bracketOf([
      ...semis,
      game({
        home: 'A',
        away: 'B',
        score: [1, 1],
        date: '2026-02-08',
        stage: 'Final',
        overtime: true,
        shootout: [2, 3],
      }),
    ])
    expect(bracket.status).toBe('complete')
    expect(bracket.champion).toMatchObject({ id: 'TB', name: { en: 'Bravo' }, seed: 2 })
    expect(playoffResult(bracket, 'TB')).toEqual({ kind: 'champion' })
    expect(playoffResult(bracket, 'TA')).toEqual({ kind: 'eliminated', round: 'finals' })
    expect(playoffResult(bracket, 'TD')).toEqual({ kind: 'eliminated', round: 'semiFinals' })
    expect(playoffResult(bracket, 'TF')).toEqual({ kind: 'missed' })
  })

  it('sends the team that did not forfeit a semi-final to the final', () => {
    const bracket = bracketOf([
      game({
        home: 'A',
        away: 'D',
        score: [0, 3],
        date: '2026-02-01',
        stage: 'Semi Finals',
        forfeit: 'home',
      }),
      game({ home: 'B', away: 'C', score: [1, 0], date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'D', away: 'B', date: '2026-02-08', stage: 'Finals' }),
    ])
    expect(bracket.rounds[0].ties[0]).toMatchObject({
      home: { forfeit: true, winner: false },
      away: { winner: true },
    })
    expect(playoffResult(bracket, 'TA')).toEqual({ kind: 'eliminated', round: 'semiFinals' })
    expect(playoffResult(bracket, 'TD')).toEqual({ kind: 'alive', round: 'finals' })
    expect(bracket.champion).toBeUndefined()
  })

  it('lists the teams with a bye beside the round they skipped', () => {
    const bracket = bracketOf([
      game({ home: 'C', away: 'F', score: [2, 0], date: '2026-01-25', stage: 'Quarter Finals' }),
      game({ home: 'D', away: 'E', score: [1, 0], date: '2026-01-25', stage: 'Quarter Finals' }),
      game({ home: 'A', away: 'D', date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'B', away: 'C', date: '2026-02-01', stage: 'Semi Finals' }),
    ])
    expect(outline(bracket)).toEqual([
      'quarterFinals: Delta(4) 1-0 Echo(5), Charlie(3) 2-0 Foxtrot(6)',
      'semiFinals: Alpha(1) v Delta(4), Bravo(2) v Charlie(3)',
      'finals: TBD v TBD',
    ])
    expect(bracket.rounds[0].byes.map((bye) => [bye.team.name.en, bye.seed])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
    ])
    expect(bracket.rounds[1].byes).toEqual([])
  })

  it('places games of an unknown or missing stage by date under the fallback round', () => {
    const bracket = bracketOf([
      game({ home: 'E', away: 'F', score: [1, 0], date: '2026-01-25', stage: 'Wild card' }),
      game({ home: 'A', away: 'D', score: [2, 0], date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'B', away: 'E', score: [2, 1], date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'A', away: 'B', score: [3, 0], date: '2026-02-08', stage: 'Finals' }),
      game({ home: 'D', away: 'E', date: '2026-02-15' }),
    ])
    expect(bracket.rounds.map((round) => round.key)).toEqual([
      'playoffs',
      'semiFinals',
      'finals',
      'playoffs',
    ])
    expect(bracket.champion?.name.en).toBe('Alpha')
  })

  it('reads every stage field variant and GameType spelling of the data contract', () => {
    const bracket = bracketOf([
      game({
        home: 'A',
        away: 'D',
        score: [1, 0],
        date: '2026-02-01',
        stage: 'semi-final',
        stageField: 'playoffStage',
      }),
      game({
        home: 'B',
        away: 'C',
        score: [1, 0],
        date: '2026-02-01',
        stage: 'SF',
        stageField: 'Stage',
        type: 'Playoffs',
      }),
    ])
    expect(outline(bracket)).toEqual([
      'semiFinals: Alpha(1) 1-0 Delta(4), Bravo(2) 1-0 Charlie(3)',
      'finals: TBD v TBD',
    ])
  })

  it('puts the two ties feeding a final tie next to each other', () => {
    const bracket = bracketOf([
      game({ home: 'A', away: 'F', score: [1, 0], date: '2026-01-25', stage: 'Quarter Finals' }),
      game({ home: 'B', away: 'E', score: [1, 0], date: '2026-01-25', stage: 'Quarter Finals' }),
      game({ home: 'C', away: 'D', score: [1, 0], date: '2026-01-25', stage: 'Quarter Finals' }),
      game({ home: 'A', away: 'C', date: '2026-02-01', stage: 'Semi Finals' }),
      game({ home: 'B', away: 'D', date: '2026-02-01', stage: 'Semi Finals' }),
    ])
    expect(outline(bracket)[0]).toBe(
      'quarterFinals: Alpha(1) 1-0 Foxtrot(6), Charlie(3) 1-0 Delta(4), Bravo(2) 1-0 Echo(5)',
    )
  })

  it('answers an unknown division or junk with an empty bracket', () => {
    const league = parseLeague(
      leagueTree([{ id: 'S', nameE: 'S', nameF: 'S', active: true, games: semis }]),
    )
    for (const junk of ['nope', '', undefined, 42, null, {}])
      expect(playoffBracket(league, junk).status).toBe('none')
  })
})
