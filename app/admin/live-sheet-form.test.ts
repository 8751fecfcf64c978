import { describe, expect, it } from 'vitest'

import { parseLiveSheetPost } from './live-sheet-form.ts'

const form = (fields: Array<[string, string]>) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('a post of the live sheet', () => {
  it('records the kind chosen for the player tapped, at the minute shown', () => {
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'event'],
          ['eventId', '-Nx1'],
          ['kind', 'yellow'],
          ['minute', '12'],
          ['player', 'away:P110'],
        ]),
      ),
    ).toEqual({
      intent: 'event',
      eventId: '-Nx1',
      event: { type: 'yellow', side: 'away', playerId: 'P110', minute: 12 },
    })
  })

  it('records a shootout kick without a minute, and a period whatever kind is chosen', () => {
    const kick = parseLiveSheetPost(
      form([
        ['intent', 'event'],
        ['eventId', 'a'],
        ['kind', 'kick-out'],
        ['minute', '50'],
        ['player', 'home:P1'],
      ]),
    )
    expect(kick).toMatchObject({ event: { type: 'shootout', scored: false, side: 'home' } })
    expect(kick && 'event' in kick && kick.event.minute).toBeUndefined()
    const period = parseLiveSheetPost(
      form([
        ['intent', 'event'],
        ['eventId', 'b'],
        ['kind', 'goal'],
        ['minute', '25'],
        ['period', 'half-time'],
      ]),
    )
    expect(period).toMatchObject({ event: { type: 'period', period: 'half-time', minute: 25 } })
  })

  it('names the assist of the latest goal when « Passe » is chosen and a teammate tapped', () => {
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'event'],
          ['eventId', '-Nx2'],
          ['assistFor', '-Nx1'],
          ['kind', 'assist'],
          ['minute', '12'],
          ['player', 'home:P101'],
        ]),
      ),
    ).toEqual({ intent: 'assist', eventId: '-Nx1', assistId: 'P101' })
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'event'],
          ['eventId', 'a'],
          ['kind', 'assist'],
          ['player', 'home:P101'],
        ]),
      ),
    ).toBeUndefined()
  })

  it('ends the game with the players ticked, and refuses what makes no request', () => {
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'finish'],
          ['played', 'P1'],
          ['played', 'P2'],
        ]),
      ),
    ).toEqual({
      intent: 'finish',
      played: ['P1', 'P2'],
    })
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'event'],
          ['eventId', 'a'],
          ['player', 'P1'],
        ]),
      ),
    ).toBeUndefined()
    expect(
      parseLiveSheetPost(
        form([
          ['intent', 'event'],
          ['player', 'home:P1'],
        ]),
      ),
    ).toBeUndefined()
    expect(parseLiveSheetPost(form([['intent', 'undo']]))).toBeUndefined()
    expect(parseLiveSheetPost(form([['intent', 'delete-all']]))).toBeUndefined()
  })
})
