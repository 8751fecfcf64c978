import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { checkLeague } from './check-league.ts'
import {
  addFine,
  liftSuspension,
  setFinePayment,
  suspendPlayer,
  type SuspensionInput,
} from './discipline-writes.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { fines, readLeague, suspensions } from './index.ts'
import type { WriteOutcome } from './write-outcome.ts'

type Tree = Record<string, unknown>

function applied(tree: Tree, outcome: WriteOutcome): Tree {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return applyLeagueUpdate(tree, outcome.update)
}

const RED_CARD: SuspensionInput = {
  playerId: 'P100',
  offence: 'Carton rouge',
  games: 2,
  asOf: '2025-11-23',
  returnDate: '2025-12-07',
  fine: 30,
}

describe('a suspension written by the console', () => {
  it('puts the player on the suspensions table with its reason, games and fine', () => {
    const tree = applied(exampleLeagueTree(), suspendPlayer(exampleLeagueTree(), '2025W', RED_CARD))
    const row = suspensions(readLeague(tree), {}).find((r) => r.playerId === 'P100')
    expect(row?.suspension).toMatchObject({
      suspended: true,
      asOf: '2025-11-23',
      returnDate: '2025-12-07',
      notes: 'Carton rouge',
      games: 2,
      fine: 30,
    })
    expect(checkLeague(tree)).toEqual(checkLeague(exampleLeagueTree()))
  })

  it('keeps the field names a record already uses', () => {
    const tree = exampleLeagueTree()
    const players = tree['2025W_Players'] as Record<string, Tree>
    players.P100!.suspended = 0
    const outcome = suspendPlayer(tree, '2025W', RED_CARD)
    expect(outcome.ok && Object.keys(outcome.update)).toContain('2025W_Players/P100/suspended')
  })

  it('keeps the offence in English beside the French one', () => {
    const input = {
      ...RED_CARD,
      offence: 'Insulte à l’arbitre',
      offenceEn: 'Insulting the referee',
    }
    const tree = applied(exampleLeagueTree(), suspendPlayer(exampleLeagueTree(), '2025W', input))
    const row = suspensions(readLeague(tree), {}).find((r) => r.playerId === 'P100')
    expect(row?.suspension).toMatchObject({
      notes: 'Insulte à l’arbitre',
      notesEn: 'Insulting the referee',
    })
    expect(checkLeague(tree)).toEqual(checkLeague(exampleLeagueTree()))
  })

  it('is taken off the table when lifted, its dates kept on the record', () => {
    const lifted = applied(
      exampleLeagueTree(),
      liftSuspension(exampleLeagueTree(), '2025W', 'P110'),
    )
    expect(suspensions(readLeague(lifted), {}).map((r) => r.playerId)).not.toContain('P110')
    expect((lifted['2025W_Players'] as Record<string, Tree>).P110).toMatchObject({
      player_suspended: false,
      player_returndate: '2025-11-30',
    })
  })

  it.each([
    ['a player who is not on the roster', 'P999', '2025W'],
    ['a season that does not exist', 'P100', '1999W'],
  ])('is refused for %s', (_case, playerId, season) => {
    const outcome = suspendPlayer(exampleLeagueTree(), season, { ...RED_CARD, playerId })
    expect(outcome).toEqual({
      ok: false,
      refusal: { code: 'player-not-on-season-roster', values: { player: playerId, season } },
    })
  })
})

describe('a team fine written by the console', () => {
  it('appears among the fines of its team, season and division', () => {
    const tree = applied(
      exampleLeagueTree(),
      addFine(exampleLeagueTree(), '2025W', 'f2', {
        teamId: 'T10',
        amount: 50,
        notes: 'Forfait',
        paymentStatus: 'Unpaid',
        updatedAt: '2025-11-24',
      }),
    )
    expect(tree.Team_Fines).toMatchObject({
      f2: {
        Team_Name: 'Lions FC',
        Team_ID: 'T10',
        Division: 'M1',
        Fine_Amount: 50,
        Payment_Status: 'Unpaid',
        Season_ID: '2025W',
      },
    })
    const list = fines(readLeague(tree), { divisionId: 'M1', seasonId: '2025W' })
    expect(list.map((fine) => fine.id)).toEqual(['f2', 'f1'])
    expect(checkLeague(tree)).toEqual(checkLeague(exampleLeagueTree()))
  })

  it('keeps an English note beside the French one', () => {
    const tree = applied(
      exampleLeagueTree(),
      addFine(exampleLeagueTree(), '2025W', 'f2', {
        teamId: 'T10',
        amount: 50,
        notes: 'Forfait',
        notesEn: 'Forfeit',
        paymentStatus: 'Unpaid',
        updatedAt: '2025-11-24',
      }),
    )
    const fine = fines(readLeague(tree), { divisionId: 'M1', seasonId: '2025W' })[0]
    expect(fine).toMatchObject({ id: 'f2', notes: 'Forfait', notesEn: 'Forfeit' })
    expect(checkLeague(tree)).toEqual(checkLeague(exampleLeagueTree()))
  })

  it('is marked paid, with the date of the change', () => {
    const tree = applied(
      exampleLeagueTree(),
      setFinePayment(exampleLeagueTree(), 'f1', 'Paid', '2025-11-25'),
    )
    expect((tree.Team_Fines as Record<string, Tree>).f1).toMatchObject({
      Payment_Status: 'Paid',
      UpdatedAt: '2025-11-25',
      Fine_Amount: 15,
    })
  })

  it.each([
    [
      'for a team not in the season',
      () =>
        addFine(exampleLeagueTree(), '2025W', 'f3', {
          teamId: 'T99',
          amount: 5,
          paymentStatus: 'Unpaid',
          updatedAt: '2025-11-24',
        }),
      /Team "T99" is not in 2025W/,
    ],
    [
      'under an id already used',
      () =>
        addFine(exampleLeagueTree(), '2025W', 'f1', {
          teamId: 'T10',
          amount: 5,
          paymentStatus: 'Unpaid',
          updatedAt: '2025-11-24',
        }),
      /already exists/,
    ],
    [
      'to pay a fine that does not exist',
      () => setFinePayment(exampleLeagueTree(), 'nope', 'Paid', '2025-11-25'),
      'no-such-fine',
    ],
  ])('is refused %s', (_case, write, code) => {
    expect(write()).toMatchObject({ ok: false, refusal: { code } })
  })
})
