import { describe, expect, it } from 'vitest'

import {
  firebaseSourceHarness,
  publicLeague,
  strip,
} from '../../tests/support/firebase-source-harness.ts'
import { until } from '../../tests/support/until.ts'

const firebase = firebaseSourceHarness()
const { startServer, connect, follow } = firebase

describe('the Firebase source against a server speaking the REST protocol', () => {
  it('reads a path with GET and the auth parameter', async () => {
    const url = await startServer({ secret: 's3cret' })
    connect(url, 's3cret')
    expect(await firebase.source.read('leagues/demo/Sponsors/s1/name')).toBe('Sport Expert Laval')
    expect(await firebase.source.read('leagues/demo/Nothing')).toBeNull()
    await expect(connect(url, 'wrong').read('leagues/demo/News')).rejects.toThrow(/401/)
  })

  it('reads a league root child by child, since the root itself is not readable', async () => {
    connect(await startServer())
    expect(await firebase.source.read('leagues/demo')).toEqual(publicLeague)
    expect(firebase.server.requests.some((r) => r.path === 'leagues/demo')).toBe(false)
  })

  it('pushes with POST and returns the push id the server chose', async () => {
    connect(await startServer())
    const id = await firebase.source.push('leagues/demo/RegisterTeamForm', {
      teamName: 'Nouvelle équipe',
      players: [{ firstName: 'Ana' }],
    })
    expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/)
    expect(firebase.server.tree).toMatchObject({
      leagues: {
        demo: {
          RegisterTeamForm: {
            [id]: { teamName: 'Nouvelle équipe', players: [{ firstName: 'Ana' }] },
          },
        },
      },
    })
  })

  it('loads a league with one initial put once every public child has loaded, following a 307 redirect', async () => {
    connect(await startServer({ redirectStreams: 1 }))
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    expect(state.events[0].path).toBe('/')
    expect(state.tree).toEqual(publicLeague)
    expect(firebase.server.streamPaths()).toContain('leagues/demo/Stats_2025W')
    expect(firebase.server.streamPaths()).not.toContain('leagues/demo')
    expect(firebase.server.streamPaths()).not.toContain('leagues/demo/RegisterTeamForm')
    expect(state.statuses.at(-1)).toEqual({ state: 'connected' })
    expect(firebase.server.redirectsServed).toBe(1)
  })

  it('applies put and patch events from the server', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    firebase.server.set('leagues/demo/Sponsors/s3', { name: 'Dépanneur Chez Paul', active: true })
    firebase.server.update('leagues/demo/Schedule/2025W/Divisions/M1/MAR 29, 2026/G10', {
      Time: '8:00 PM',
      AwayTeamName: 'Les Lions',
    })
    await until(() => state.events.length === 3)
    expect(state.events[1]).toEqual({
      event: 'put',
      path: '/Sponsors/s3',
      data: { name: 'Dépanneur Chez Paul', active: true },
    })
    expect(state.events[2].event).toBe('patch')
    expect(state.tree).toEqual(strip(firebase.server.tree))
  })

  it('reconnects after a dropped connection and resyncs from the first put', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    firebase.server.dropConnections()
    firebase.server.setSilently('leagues/demo/News/2025-11-15/n1/title', 'Changed while offline')
    await until(() => state.statuses.some((s) => s.state === 'disconnected'))
    await until(
      () =>
        (state.tree as typeof publicLeague).News['2025-11-15'].n1.title === 'Changed while offline',
    )
    await until(() => state.statuses.at(-1)?.state === 'connected')
    expect(state.tree).toEqual(strip(firebase.server.tree))
  })

  it('reports a cancel, keeps the data, and reopens the stream later', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    firebase.server.cancel('leagues/demo/Team_Fines')
    await until(() => state.statuses.some((s) => s.state === 'cancelled'))
    expect(state.statuses.find((s) => s.state === 'cancelled')).toEqual({
      state: 'cancelled',
      reason: 'Team_Fines: Permission denied',
    })
    expect((state.tree as typeof publicLeague).Team_Fines).toEqual(publicLeague.Team_Fines)
    await until(() => firebase.server.openStreams('leagues/demo/Team_Fines') === 1)
    firebase.server.set('leagues/demo/Team_Fines/f2', { Team_Name: 'Lions FC', Fine_Amount: 100 })
    await until(() => Object.keys((state.tree as typeof publicLeague).Team_Fines).length === 2)
  })

  it('reports a revoked credential', async () => {
    connect(await startServer())
    const state = follow('leagues/demo/Sponsors')
    await until(() => state.events.length === 1)
    firebase.server.revokeAuth()
    await until(() => state.statuses.some((s) => s.state === 'auth_revoked'))
  })

  it('streams a single path directly and stops on close', async () => {
    connect(await startServer())
    const state = follow('leagues/demo/Sponsors')
    await until(() => state.events.length === 1)
    expect(state.tree).toEqual(publicLeague.Sponsors)
    await firebase.source.close()
    await until(() => firebase.server.openStreams() === 0)
  })
})
