/**
 * A league subscription through the Firebase source, against the local protocol server: seasons
 * added and removed, and what the site (the mirror) serves while one child misbehaves.
 */
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'

import { seasonChildren } from './firebase-source.server.ts'
import { silentLogger, type Logger } from './log.server.ts'
import { LeagueMirror, type LeagueSnapshot } from './mirror.server.ts'
import {
  defaultDenyRead,
  HTML_ERROR_PAGE,
  respondWith,
} from '../../tests/support/firebase-protocol-server.ts'
import {
  firebaseSourceHarness,
  publicLeague,
  strip,
} from '../../tests/support/firebase-source-harness.ts'
import { until } from '../../tests/support/until.ts'

const firebase = firebaseSourceHarness()
const { startServer, connect, follow } = firebase

describe('a league streamed child by child', () => {
  it('opens the streams of a season added later and delivers the season whole, in one patch', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    firebase.server.set('leagues/demo/2026S_Teams', { Team_A: { team_name: 'A' } })
    firebase.server.set('leagues/demo/Seasons/2026S', { season_id: '2026S', isActive: false })
    // Each new child is streamed on a connection of its own, answered in any order, so the new
    // season's children are held until all have loaded and come in one event with the Seasons
    // change.
    await until(() => state.events.length === 2)
    const children = seasonChildren('2026S')
    expect(state.events[1]).toEqual({
      event: 'patch',
      path: '/',
      data: {
        Seasons: strip(firebase.server.tree).Seasons,
        '2026S_Teams': { Team_A: { team_name: 'A' } },
        ...Object.fromEntries(children.slice(1).map((child) => [child, null])),
      },
    })
    expect(state.tree).toEqual(strip(firebase.server.tree))
    expect(firebase.server.streamPaths()).toEqual(
      expect.arrayContaining(children.map((child) => `leagues/demo/${child}`)),
    )
  })

  it('sends a new season without a child that does not load in time, and that child when it does', async () => {
    connect(await startServer(), undefined, { requestTimeoutMs: 1000 })
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    firebase.server.intercept = (request) =>
      request.stream && request.path === 'leagues/demo/Stats_2026S'
    firebase.server.set('leagues/demo/2026S_Teams', { Team_A: { team_name: 'A' } })
    firebase.server.set('leagues/demo/Stats_2026S', { Team_A: { game_1: { GF: 2 } } })
    firebase.server.set('leagues/demo/Seasons/2026S', { season_id: '2026S' })
    await until(() => state.events.length === 2)
    expect(state.events[1]).toMatchObject({ event: 'patch', path: '/' })
    expect(Object.keys(state.events[1].data as object).sort()).toEqual(
      ['Seasons', ...seasonChildren('2026S')].filter((key) => key !== 'Stats_2026S').sort(),
    )
    firebase.server.intercept = undefined
    await until(() => state.events.length === 3)
    expect(state.events[2]).toEqual({
      event: 'put',
      path: '/Stats_2026S',
      data: { Team_A: { game_1: { GF: 2 } } },
    })
    expect(state.tree).toEqual(strip(firebase.server.tree))
  })

  it('closes the streams of a removed season and deletes its children', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    const before = firebase.server.streamPaths().length
    firebase.server.set('leagues/demo/Seasons/2025W', null)
    await until(() => firebase.server.streamPaths().length === before - 5)
    await until(() => (state.tree as Record<string, unknown>).Stats_2025W === undefined)
    await until(() => (state.tree as typeof publicLeague).Seasons?.['2025W'] === undefined)
    expect(firebase.server.streamPaths()).not.toContain('leagues/demo/Stats_2025W')
  })
})

const NEWS = 'leagues/demo/News'
const TITLE = `${NEWS}/2025-11-15/n1/title`

type LogLine = { level: string; msg: string; fields?: Record<string, unknown> }

/** A mirror of the league (what the site serves), over a source logging into `logs`. */
async function mirrorLeague(requestTimeoutMs = 5000) {
  const url = await startServer()
  const logs: LogLine[] = []
  const logger: Logger = (level, msg, fields) => logs.push({ level, msg, fields })
  connect(url, undefined, { logger, requestTimeoutMs })
  const mirror = new LeagueMirror({
    source: firebase.source,
    path: 'leagues/demo',
    logger: silentLogger,
  })
  const snapshots: LeagueSnapshot[] = []
  mirror.onChange((snapshot) => snapshots.push(snapshot))
  const loaded = await mirror.start()
  return { mirror, loaded, logs, snapshots, close: () => mirror.close() }
}

function newsTitle(snapshot: LeagueSnapshot | undefined): unknown {
  return (snapshot?.tree as typeof publicLeague | undefined)?.News['2025-11-15'].n1.title
}

/** Stream requests for News since `since` (an index into firebase.server.requests). */
function newsAttempts(since: number): number {
  return firebase.server.requests.slice(since).filter((r) => r.stream && r.path === NEWS).length
}

/** Answers the stream requests of News with `answer` (nothing, to hang). */
function onNews(answer: (response: ServerResponse) => void) {
  return (): void => {
    firebase.server.intercept = (request, response) => {
      if (!(request.stream && request.path === NEWS)) return false
      answer(response)
      return true
    }
  }
}

describe('the league the site serves when one Firebase child misbehaves', () => {
  it.each([
    [
      'answers an HTML error page',
      onNews((response) => respondWith(response, 502, 'text/html', HTML_ERROR_PAGE)),
      'HTTP 502 502 Bad Gateway',
      5000,
    ],
    [
      'answers JSON instead of events',
      onNews((response) => respondWith(response, 200, 'application/json', '{"n1":1}')),
      'answered application/json instead of an event stream',
      5000,
    ],
    [
      'sends events that are not JSON',
      onNews((response) =>
        respondWith(
          response,
          200,
          'text/event-stream',
          'event: put\ndata: Service unavailable\n\n',
        ),
      ),
      'malformed put event ("Service unavailable"); resyncing',
      5000,
    ],
    [
      'answers 401',
      () => (firebase.server.denyRead = (path) => path === NEWS || defaultDenyRead(path)),
      'permission denied (HTTP 401)',
      5000,
    ],
    ['never answers', onNews(() => {}), 'no answer within 300 ms', 300],
  ])(
    'keeps serving its last data while it %s, keeps the others live, logs it once and resyncs',
    async (_fault, fault, reason, requestTimeoutMs) => {
      const { mirror, loaded, logs, close } = await mirrorLeague(requestTimeoutMs)
      try {
        const since = firebase.server.requests.length
        const logged = logs.length
        fault()
        firebase.server.dropConnections(NEWS)
        firebase.server.setSilently(TITLE, 'Changed during the outage')
        await until(() => newsAttempts(since) >= 4)
        await until(() => mirror.health().state === 'stale')
        firebase.server.set('leagues/demo/Sponsors/s1/name', 'Renamed')
        await until(
          () => (mirror.snapshot()?.tree as typeof publicLeague).Sponsors.s1.name === 'Renamed',
        )
        expect(mirror.snapshot()?.tree.News).toBe(loaded.tree.News)
        const newsLines = logs
          .slice(logged)
          .filter((line) => line.fields?.path === NEWS && line.level !== 'debug')
        // One line for the dropped connection, one for the fault, none per retry.
        expect(newsLines.map((line) => line.fields?.reason).slice(1)).toEqual([reason])

        firebase.server.intercept = undefined
        firebase.server.denyRead = defaultDenyRead
        await until(() => newsTitle(mirror.snapshot()) === 'Changed during the outage')
        await until(() => mirror.health().state === 'live')
        expect(mirror.snapshot()?.tree).toEqual(strip(firebase.server.tree))
      } finally {
        close()
      }
    },
  )

  it('loads without a child that answers 401 from the start, logs it once, and adds it once readable', async () => {
    const fines = 'leagues/demo/Team_Fines'
    const url = await startServer({ denyRead: (path) => path === fines || defaultDenyRead(path) })
    const logs: LogLine[] = []
    connect(url, undefined, { logger: (level, msg, fields) => logs.push({ level, msg, fields }) })
    const mirror = new LeagueMirror({
      source: firebase.source,
      path: 'leagues/demo',
      logger: silentLogger,
    })
    try {
      const loaded = await mirror.start()
      const { Team_Fines: _denied, ...readable } = publicLeague
      expect(loaded.tree).toEqual(readable)
      firebase.server.set('leagues/demo/Sponsors/s1/active', false)
      await until(() => mirror.snapshot()?.version === 2)
      await until(
        () => firebase.server.requests.filter((r) => r.stream && r.path === fines).length >= 4,
      )
      const lines = logs.filter((line) => line.fields?.path === fines)
      expect(lines.filter((line) => line.level !== 'debug')).toEqual([
        {
          level: 'error',
          msg: 'firebase path not readable',
          fields: { path: fines, state: 'cancelled', reason: 'permission denied (HTTP 401)' },
        },
      ])
      firebase.server.denyRead = defaultDenyRead
      await until(() => mirror.snapshot()?.tree.Team_Fines !== undefined)
      expect(mirror.snapshot()?.tree).toEqual(strip(firebase.server.tree))
      await until(() => mirror.health().state === 'live')
    } finally {
      mirror.close()
    }
  })

  it.each([
    ['inside its data', `event: put\ndata: {"path":"/2025-11-15/n1/title","data":"Half a ti`],
    ['before its blank line', `event: put\ndata: {"path":"/2025-11-15/n1/title","data":"Whole"}\n`],
  ])(
    'never applies an event cut %s by a dropped connection, and resyncs',
    async (_where, partial) => {
      const { mirror, snapshots, close } = await mirrorLeague()
      try {
        firebase.server.writeRaw(partial, NEWS)
        await new Promise((resolve) => setTimeout(resolve, 30))
        firebase.server.setSilently(TITLE, 'After the drop')
        firebase.server.dropConnections(NEWS)
        await until(() => newsTitle(mirror.snapshot()) === 'After the drop')
        expect(snapshots.map(newsTitle)).toEqual(['Winter season kicks off', 'After the drop'])
        await until(() => mirror.health().state === 'live')
      } finally {
        close()
      }
    },
  )
})
