import { describe, expect, it } from 'vitest'
import { readPlayer, readPlayers, readRoster } from './players.ts'

const node = {
  P1: { player_id: 'P1', player_fname: 'Marc', player_lname: 'Tremblay', player_suspended: true },
  P2: { playerId: 'P2', player_name: 'Julien Roy', suspended: 'no' },
  P1_again: { player_id: 'P1', player_name: 'Someone Else', player_suspended: false },
  Jane_Doe: { player_suspended: '2' },
  P3: { PlayerID: ' P3 ', player_suspended: 0, suspended: 1 },
  junk: 'not a record',
}

describe('the roster read as far as it is asked', () => {
  it('finds a player by id as readPlayer reads its first record', () => {
    const roster = readRoster(node)
    expect(roster.get('P1')).toEqual(readPlayer('P1', node.P1))
    expect(roster.get('P2')?.name).toBe('Julien Roy')
    expect(roster.get('Jane_Doe')?.name).toBe('Jane Doe')
    expect(roster.get('P3')?.id).toBe('P3')
    expect(roster.get('P9')).toBeUndefined()
    expect(roster.get('junk')).toBeUndefined()
  })

  it('keeps the first record of a repeated id, as the full list does', () => {
    const roster = readRoster(node)
    expect(roster.get('P1')?.name).toBe('Marc Tremblay')
    expect(roster.all().map((player) => player.id)).toEqual(['P1', 'P2', 'Jane_Doe', 'P3'])
    expect(readPlayers(node).map((player) => player.id)).toEqual(['P1', 'P2', 'Jane_Doe', 'P3'])
  })

  it('lists the suspended players in record order, the first flag written deciding', () => {
    // P3's player_suspended (0) comes before its suspended alternative (1) in the field order.
    expect(
      readRoster(node)
        .suspended()
        .map((player) => player.id),
    ).toEqual(['P1', 'Jane_Doe'])
  })

  it('hands out the same player objects from get, suspended and all', () => {
    const roster = readRoster(node)
    const first = roster.get('P1')
    expect(roster.suspended()[0]).toBe(first)
    expect(roster.all()[0]).toBe(first)
    expect(roster.all()).toBe(roster.all())
  })

  it('reads a roster written as an array (keys are the indexes) and junk as empty', () => {
    const roster = readRoster([null, { player_id: 'A', player_suspended: 'yes' }])
    expect(roster.get('A')?.key).toBe('1')
    expect(roster.suspended().map((player) => player.id)).toEqual(['A'])
    for (const junk of [undefined, null, 'x', 3, []]) {
      expect(readRoster(junk).all()).toEqual([])
      expect(readRoster(junk).suspended()).toEqual([])
    }
  })
})
