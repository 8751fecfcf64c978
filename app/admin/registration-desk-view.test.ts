import { describe, expect, it } from 'vitest'

import { listRegistrations } from '~/data/registrations.ts'

import {
  registrationDetailView,
  registrationFilter,
  registrationsListView,
} from './registration-desk-view.ts'

const person = (firstName: string, lastName: string, isCaptain = false) => ({
  firstName,
  lastName,
  dob: '1990-04-02',
  tel: '514-555-0101',
  email: `${firstName.toLowerCase()}@example.org`,
  isCaptain,
})

const node = {
  a: {
    teamName: 'Les Hiboux',
    submittedAt: Date.UTC(2026, 10, 20, 15),
    seasonId: '2026W',
    seasonNameF: 'Hiver 2026',
    seasonNameE: 'Winter 2026',
    division: 'M1',
    divisionNameF: 'Hommes 1',
    divisionNameE: 'Men 1',
    name: 'Paul Roy',
    email: 'paul@example.org',
    phone: '514-555-0100',
    players: [person('Lou', 'Nadeau'), person('Ana', 'Roy', true)],
    goalkeepers: [person('Max', 'Leduc')],
  },
  b: {
    teamName: 'Les Castors',
    submittedAt: Date.UTC(2026, 10, 25, 2),
    seasonId: '2026W',
    seasonNameF: 'Hiver 2026',
    seasonNameE: 'Winter 2026',
    divisionNameF: 'Femmes 1',
    divisionNameE: 'Women 1',
    name: 'Zoé Gagnon',
    players: [],
    goalkeepers: [],
  },
  c: {
    teamName: 'Old Timers',
    submittedAt: Date.UTC(2025, 8, 1, 12),
    seasonId: '2025F',
    seasonNameE: 'Fall 2025',
    divisionNameE: 'Open',
    name: 'Kim Lee',
    players: [],
    goalkeepers: [],
  },
}
const registrations = listRegistrations(node)
const reviews = new Map([
  [
    'a',
    {
      status: 'accepted',
      notes: 'Deposit paid',
      updatedAt: Date.UTC(2026, 10, 21, 17),
      updatedBy: 'ana.ops@example.org',
    },
  ],
])

describe('the registrations list', () => {
  it('shows the newest first, each with its division, season, captain, date and status', () => {
    const view = registrationsListView(registrations, reviews, 'fr', {})
    expect(view.items.map((item) => item.team)).toEqual(['Les Castors', 'Les Hiboux', 'Old Timers'])
    expect(view.items[1]).toMatchObject({
      id: 'a',
      division: 'Hommes 1',
      season: 'Hiver 2026',
      captain: 'Ana Roy',
      players: 2,
      goalkeepers: 1,
      status: 'accepted',
      submittedAt: '2026-11-20T15:00:00.000Z',
      submitted: '20 nov. 2026, 10 h 00',
    })
    // No captain on the roster: the contact person stands for the team.
    expect(view.items[0]).toMatchObject({ captain: 'Zoé Gagnon', status: 'pending' })
  })

  it('names divisions and seasons in English on English pages, falling back to the other name', () => {
    const view = registrationsListView(registrations, reviews, 'en', {})
    expect(view.items.map((item) => item.division)).toEqual(['Women 1', 'Men 1', 'Open'])
    expect(registrationsListView(registrations, reviews, 'fr', {}).items[2]!.season).toBe(
      'Fall 2025',
    )
  })

  it('filters by status and season, counting each status within the season', () => {
    const view = registrationsListView(registrations, reviews, 'fr', {
      status: 'pending',
      season: '2026W',
    })
    expect(view.items.map((item) => item.id)).toEqual(['b'])
    expect(view.counts).toEqual({ all: 2, pending: 1, accepted: 1, waitlisted: 0, declined: 0 })
    expect(view.seasons).toEqual([
      { id: '2026W', name: 'Hiver 2026' },
      { id: '2025F', name: 'Fall 2025' },
    ])
  })

  it('reads its filter from the query, ignoring a status that is none', () => {
    expect(registrationFilter(new URLSearchParams('status=accepted&season=2026W'))).toEqual({
      status: 'accepted',
      season: '2026W',
    })
    expect(registrationFilter(new URLSearchParams('status=maybe&season=%20'))).toEqual({})
  })
})

describe("a registration's page", () => {
  it('lists the roster with the captain marked, and the review with who changed it', () => {
    const view = registrationDetailView(
      registrations.find((r) => r.id === 'a')!,
      reviews,
      'en',
    )
    expect(view.roster.players.map((p) => [p.name, p.isCaptain])).toEqual([
      ['Lou Nadeau', false],
      ['Ana Roy', true],
    ])
    expect(view.roster.goalkeepers).toHaveLength(1)
    expect(view.review).toMatchObject({
      status: 'accepted',
      notes: 'Deposit paid',
      updatedBy: 'ana.ops@example.org',
    })
    expect(view.statuses).toEqual(['accepted', 'waitlisted', 'declined'])
  })
})
