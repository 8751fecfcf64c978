/**
 * Two instances on one Firebase league (ADR 0022), each with its own DATA_DIR, behind nginx
 * sending requests to them in turn: the console works whichever instance answers, and the public
 * sees the same pages, images and push notifications from both; a backup restored after the league,
 * its console state, its images and a DATA_DIR are wiped brings them all back. The Realtime
 * Database, Storage and the push service are stand-ins; nginx is Debian's (/usr/sbin/nginx).
 */
import { execFile } from 'node:child_process'
import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { tokenOf } from '../../app/admin/session.server.ts'
import { FirebaseConsoleStore } from '../../app/data/console-store-firebase.server.ts'
import { FirebaseRest } from '../../app/data/firebase-rest.server.ts'
import { getAtPath } from '../../app/data/league-source.ts'
import type { GamePatch } from '../../app/league/game-patches.ts'
import type { ChangeNotice } from '../../app/view-models/live.ts'
import {
  type LeagueServer,
  exampleLeagueTree,
  freePort,
  startLeagueServer,
} from '../e2e/support/league-server.ts'
import { FirebaseProtocolServer, defaultDenyRead } from '../support/firebase-protocol-server.ts'
import { type PushStandIn, startPushStandIn } from '../support/push-service-stand-in.ts'
import { StorageServer } from '../support/storage-server.ts'
import { UPCOMING_GAME, UPCOMING_GAME_PATH, withUpcomingGame } from '../support/upcoming-game.ts'
import { until } from '../support/until.ts'
import { type Nginx, startNginx } from './support/nginx.ts'

const LEAGUE = 'fixture'
const BUCKET = 'league.appspot.com'
const OPERATOR = 'ana.roy@example.org'
const FORM_SECRET = 'f'.repeat(43)
/** Pages rendered afresh: not every 10 ms. */
const POLL = { timeoutMs: 8000, intervalMs: 100 }

/** Round-robin (nginx's default) over both, no cache; the deploy guide's headers and limits. */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const runsAsRoot = process.getuid?.() === 0
  return `
${runsAsRoot ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream league {
${upstreams.map((address) => `    server ${address};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 256k;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    add_header X-Served-By $upstream_addr always;
    location ~* ^/admin/(news|sponsors|preseason)(/|\\.data$|$) {
      client_max_body_size 9m;
      proxy_pass http://league;
    }
    location / {
      proxy_pass http://league;
    }
  }
}
`
}

/**
 * A page's one live stream (`/api/live`), open once the server said `ready`; `patchOf` waits for
 * the first change notice that patches the game, and says when it came.
 */
async function openLiveStream(baseURL: string) {
  const controller = new AbortController()
  const response = await fetch(`${baseURL}/api/live`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  const nextEvent = async (): Promise<{ event: string; data?: string }> => {
    for (;;) {
      const end = buffered.indexOf('\n\n')
      if (end >= 0) {
        const block = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        return {
          event: /^event: (.+)$/m.exec(block)?.[1] ?? '',
          data: /^data: (.+)$/m.exec(block)?.[1],
        }
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('the live stream closed')
      buffered += value
    }
  }
  while ((await nextEvent()).event !== 'ready');
  return {
    async patchOf(gameId: string): Promise<{ patch: GamePatch; at: number }> {
      for (;;) {
        const { event, data } = await nextEvent()
        if (event !== 'change' || !data) continue
        const patch = (JSON.parse(data) as ChangeNotice).games?.find((game) => game.id === gameId)
        if (patch) return { patch, at: Date.now() }
      }
    },
    close: () => controller.abort(),
  }
}

describe('two instances on one Firebase league, behind a round-robin nginx', () => {
  const database = new FirebaseProtocolServer({
    tree: { leagues: { [LEAGUE]: withUpcomingGame(exampleLeagueTree()) } },
  })
  const storage = new StorageServer()
  let pushService: PushStandIn
  let instances: LeagueServer[] = []
  let nginx: Nginx | undefined
  let site = ''
  let store: FirebaseConsoleStore
  let session = ''
  let env: Record<string, string> = {}
  /** The news page and image the upload made, looked at again after the restore. */
  let newsPage = ''
  let newsImage = ''
  const servedBy = new Set<string>()

  beforeAll(async () => {
    const [databaseURL, storageURL, port] = await Promise.all([
      database.listen(),
      storage.listen(),
      freePort(),
    ])
    pushService = await startPushStandIn()
    site = `http://127.0.0.1:${port}`
    env = {
      LEAGUE_SOURCE: 'firebase',
      FIREBASE_DATABASE_URL: databaseURL,
      FIREBASE_STORAGE_BUCKET: BUCKET,
      FIREBASE_STORAGE_EMULATOR_HOST: new URL(storageURL).host,
      PUBLIC_URL: site,
      REGISTRATION_OPEN: 'false',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    }
    // Separate DATA_DIRs: nothing is shared but what Firebase holds.
    instances = await Promise.all([
      startLeagueServer({ leagueKey: LEAGUE, env }),
      startLeagueServer({ leagueKey: LEAGUE, env }),
    ])
    const upstreams = instances.map((instance) => new URL(instance.baseURL).host)
    nginx = await startNginx(
      (dir) => nginxConfig(dir, port, upstreams),
      async () => (await fetch(`${site}/healthz`)).ok,
    )
    store = new FirebaseConsoleStore(new FirebaseRest({ databaseURL }), `consoleState/${LEAGUE}`)
    await store.addOperator(OPERATOR, 'Ana Roy')
  }, 120_000)

  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await Promise.all([database.close(), storage.close(), pushService?.close()])
  })

  /** Through nginx: whichever instance its turn names. */
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${site}${path}`, { redirect: 'manual', ...init })
    servedBy.add(response.headers.get('x-served-by') ?? '')
    return response
  }

  const consolePost = (path: string, body: FormData | URLSearchParams) =>
    request(path, {
      method: 'POST',
      body,
      headers: { Origin: site, Cookie: `admin_session=${session}` },
    })

  const fromEach = (path: string) =>
    Promise.all(instances.map((instance) => fetch(`${instance.baseURL}${path}`)))

  test('a sign-in link works once, on whichever instance, and the session on both', async () => {
    const form = { Origin: site, Cookie: `admin_form=${FORM_SECRET}` }
    const csrf = tokenOf(FORM_SECRET)
    const asked = await request('/admin/sign-in', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ email: OPERATOR, csrf }),
    })
    expect(asked.status).toBe(200)
    // The link the instance made is in the shared state, where the other one finds it.
    expect(
      Object.keys(getAtPath(database.tree, `consoleState/${LEAGUE}/links`) ?? {}),
    ).toHaveLength(1)

    const token = (await store.createSignInLink(OPERATOR))!
    const redeem = () =>
      request('/admin/sign-in/link', {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ token, csrf }),
      })
    const first = await redeem()
    expect(first.status).toBe(303)
    session = /admin_session=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
    expect(session).not.toBe('')
    const again = await redeem()
    expect(again.status).toBe(400)
    expect(again.headers.get('x-served-by')).not.toBe(first.headers.get('x-served-by'))

    for (let i = 0; i < 4; i++) {
      const page = await request('/admin', { headers: { Cookie: `admin_session=${session}` } })
      expect(page.status).toBe(200)
    }
    expect(servedBy.size).toBe(2)
  })

  test('a passkey signs in with a challenge one instance gave and the other checks', async () => {
    // A software authenticator: a P-256 key whose public half (COSE) the store keeps.
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cose = Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      Buffer.from(jwk.x!, 'base64url'),
      Buffer.from([0x22, 0x58, 0x20]),
      Buffer.from(jwk.y!, 'base64url'),
    ])
    const id = Buffer.from('software-passkey').toString('base64url')
    await store.passkeys.add({
      id,
      email: OPERATOR,
      publicKey: new Uint8Array(cose),
      counter: 0,
      transports: ['internal'],
    })
    const form = { Origin: site, Cookie: `admin_form=${FORM_SECRET}` }
    const csrf = tokenOf(FORM_SECRET)
    const asked = await request('/admin/passkey/sign-in-options', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ csrf }),
    })
    const { options, challengeId } = (await asked.json()) as {
      options: { challenge: string; rpId: string }
      challengeId: string
    }
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: site }),
    )
    const authenticatorData = Buffer.concat([
      createHash('sha256').update(options.rpId).digest(),
      Buffer.from([0x05, 0, 0, 0, 1]),
    ])
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]),
      privateKey,
    )
    const answer = {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        authenticatorData: authenticatorData.toString('base64url'),
        clientDataJSON: clientData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    }
    const signedIn = await request('/admin/passkey/sign-in', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ csrf, challengeId, response: JSON.stringify(answer) }),
    })
    expect(await signedIn.json()).toMatchObject({ status: 'signed-in' })
    expect(signedIn.headers.get('x-served-by')).not.toBe(asked.headers.get('x-served-by'))
    expect(signedIn.headers.get('set-cookie')).toMatch(/admin_session=/)
  })

  test('a result recorded on one instance is on every public page of both', async () => {
    const recorded = await consolePost(
      '/admin/match/G1',
      new URLSearchParams({
        homeScore: '7',
        awayScore: '5',
        intent: 'save',
        csrf: tokenOf(session),
      }),
    )
    expect(recorded.status).toBe(303)
    await until(async () => {
      const pages = await Promise.all((await fromEach('/match/G1?lang=en')).map((r) => r.text()))
      return pages[0] === pages[1] && /\b7\b[^<]*<[^]*\b5\b/.test(pages[0]!)
    }, POLL)
  })

  test('a news image uploaded through one instance shows on both, the same bytes, fetched once each', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer()
    const body = new FormData()
    for (const [name, value] of Object.entries({
      titleFr: 'Photo du tournoi',
      titleEn: 'Tournament photo',
      articleFr: 'La photo.',
      articleEn: 'The photo.',
      date: '2025-11-10',
      intent: 'save',
      csrf: tokenOf(session),
    }))
      body.set(name, value)
    body.set('image', new File([png], 'photo.png', { type: 'image/png' }))
    const saved = await consolePost('/admin/news/new', body)
    expect(saved.status).toBe(303)

    // News/{date}/{id}: the item is the one holding a content-named image.
    const days = getAtPath(database.tree, `leagues/${LEAGUE}/News`) as Record<string, object>
    const [id, item] = Object.values(days)
      .flatMap((day) => Object.entries(day))
      .find(([, value]) => /news\/[0-9a-f]{64}\.webp/.test(JSON.stringify(value)))!
    const src = `/media/${/news\/[0-9a-f]{64}\.webp/.exec(JSON.stringify(item))![0]}`
    newsPage = `/news/${id}?lang=en`
    newsImage = src
    await until(async () => {
      const pages = await Promise.all((await fromEach(`/news/${id}?lang=en`)).map((r) => r.text()))
      return pages.every((page) => page.includes(src)) && pages[0] === pages[1]
    }, POLL)
    const before = storage.requests
    const images = await fromEach(src)
    const bytes = await Promise.all(images.map(async (r) => Buffer.from(await r.arrayBuffer())))
    for (const response of images) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    expect(bytes[0]!.equals(bytes[1]!)).toBe(true)
    await fromEach(src)
    expect(storage.requests - before).toBe(2)
  })

  test('the registration switch opened on one instance opens registration on both', async () => {
    const closed = await Promise.all((await fromEach('/registration')).map((r) => r.text()))
    expect(closed.every((page) => page.includes('data-testid="registration-closed"'))).toBe(true)
    const opened = await consolePost(
      '/admin/registrations',
      new URLSearchParams({ intent: 'open', csrf: tokenOf(session) }),
    )
    expect(opened.status).toBe(303)
    // Each instance reads the switch at most once a second.
    await until(async () => {
      const pages = await Promise.all((await fromEach('/registration')).map((r) => r.text()))
      return pages.every((page) => !page.includes('data-testid="registration-closed"'))
    }, POLL)
  })

  test("a game the league's platform sets live on Firebase reaches a page open on each instance within 2 s, and notifies a subscriber once, whichever instance it subscribed through", async () => {
    const keys = await Promise.all(
      (await fromEach('/api/push')).map(async (r) => (await r.json()) as { publicKey: string }),
    )
    expect(keys[1]).toEqual(keys[0])
    const browser = pushService.subscribe()
    const expired = pushService.subscribe({ expired: true })
    for (const subscription of [browser, expired]) {
      const saved = await request('/api/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription, lang: 'en', teams: { T10: ['kickoff', 'final'] } }),
      })
      expect(saved.status).toBe(200)
    }
    type Push = { events: number; eventsSeen: number; queued?: number; sending?: number }
    const pushOf = async () =>
      Promise.all(
        (await fromEach('/healthz')).map(async (r) => ((await r.json()) as { push: Push }).push),
      )
    let counts: Push[] = []
    /** Both instances have worked out this many events, and neither has anything left to send. */
    const seenByBoth = (events: number) =>
      until(async () => {
        counts = await pushOf()
        return counts.every(
          (push) => push.eventsSeen === events && (push.queued ?? 0) + (push.sending ?? 0) === 0,
        )
      }, POLL)
    const game = `leagues/${LEAGUE}/${UPCOMING_GAME_PATH}`
    const pages = await Promise.all(instances.map((instance) => openLiveStream(instance.baseURL)))
    const written = Date.now()
    database.set(game, { ...UPCOMING_GAME, Status: 'live', HomeTeamScore: 0, AwayTeamScore: 0 })
    const shown = await Promise.all(pages.map((page) => page.patchOf(UPCOMING_GAME.gameId)))
    for (const page of pages) page.close()
    for (const { patch, at } of shown) {
      expect(patch).toEqual({ id: 'G30', status: 'live', homeScore: 0, awayScore: 0 })
      expect(at - written).toBeLessThan(2000)
    }
    await seenByBoth(1)
    database.set(game, { ...UPCOMING_GAME, GameComplete: true, HomeTeamScore: 0, AwayTeamScore: 0 })
    await seenByBoth(2)
    // Each event claimed by one instance or the other, never both.
    expect(counts[0]!.events + counts[1]!.events).toBe(2)
    const titles = pushService.received
      .filter((push) => push.id === browser.id)
      .map((push) => (push.payload as { title: string }).title)
    expect(titles).toEqual([
      expect.stringMatching(/^Kick-off: /),
      expect.stringMatching(/^Final: .* 0 – 0 /),
    ])
    // The push service said the expired one is gone: removed from the shared store.
    await until(() => {
      const kept = getAtPath(database.tree, `consoleState/${LEAGUE}/push/subscriptions`) ?? {}
      const endpoints = Object.values(kept).map((node) => (node as { endpoint: string }).endpoint)
      return endpoints.length === 1 && endpoints[0] === browser.endpoint
    }, POLL)
  })

  test('the audit log is one log, the same on both', async () => {
    const counts = []
    for (let i = 0; i < 2; i++) {
      const page = await request('/admin/audit?lang=en', {
        headers: { Cookie: `admin_session=${session}` },
      })
      expect(page.status).toBe(200)
      counts.push((await page.text()).match(/data-testid="audit-entry"/g)?.length)
    }
    expect(counts).toEqual([3, 3])
    const actions = (await store.auditEntries(10)).map((entry) => entry.action)
    expect(actions).toContain('registration.opened')
    expect(actions).toHaveLength(3)
  })

  test("a backup restored on a new machine, after the league, its console state, its images and each DATA_DIR's copies are wiped, brings every page, image and operator back", async () => {
    const pages = ['/?lang=en', '/match/G1?lang=en', newsPage]
    // The snapshot's version counts the changes an instance saw, not what the page shows.
    const unversioned = (page: string) => page.replace(/<meta name="data-version"[^>]*>/, '')
    const text = async (path: string) =>
      unversioned(await (await fetch(`${instances[0]!.baseURL}${path}`)).text())
    const before = await Promise.all(pages.map(text))
    const image = Buffer.from(
      await (await fetch(`${instances[0]!.baseURL}${newsImage}`)).arrayBuffer(),
    )
    const work = mkdtempSync(path.join(tmpdir(), 'two-instances-backup-'))
    const archive = path.join(work, 'league-backup.sqlite')
    const run = (script: string, args: string[], dataDir: string) =>
      promisify(execFile)(path.resolve('node_modules/.bin/node'), [script, ...args], {
        env: { ...process.env, ...env, DATA_DIR: dataDir, LEAGUE_KEY: LEAGUE, LOG_LEVEL: 'silent' },
      })
    // The commands read as the service account, whom the rules do not bind.
    database.denyRead = () => false
    try {
      const backup = await run('scripts/backup.ts', ['--out', archive], instances[1]!.dataDir)
      expect(backup.stderr).toMatch(/leagues: fixture; media: 1 file/)

      database.set(`leagues/${LEAGUE}`, null)
      database.set(`consoleState/${LEAGUE}`, null)
      storage.objects.clear()
      for (const instance of instances)
        rmSync(path.join(instance.dataDir, 'media'), { recursive: true, force: true })
      const restored = await run('scripts/restore.ts', [archive], path.join(work, 'new-machine'))
      expect(restored.stderr).toMatch(
        /leagues: fixture; media: 1 file\(s\), 1 put back in the bucket/,
      )
    } finally {
      database.denyRead = defaultDenyRead
      rmSync(work, { recursive: true, force: true })
    }

    // Both instances take the restored league as it streams in, and fetch the image again.
    await until(async () => {
      const after = await Promise.all(
        pages.map(async (path) => (await fromEach(path)).map((r) => r.text())),
      )
      const texts = await Promise.all(after.flat())
      return texts.every((page, i) => unversioned(page) === before[Math.floor(i / 2)])
    }, POLL)
    for (const response of await fromEach(newsImage)) {
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true)
    }
    // The switch is console state: registration is open again on both.
    for (const page of await Promise.all((await fromEach('/registration')).map((r) => r.text())))
      expect(page).not.toContain('data-testid="registration-closed"')
    expect((await store.listOperators()).map((operator) => operator.email)).toEqual([OPERATOR])
    expect(await store.auditEntries(10)).toHaveLength(3)
    const audit = await request('/admin/audit?lang=en', {
      headers: { Cookie: `admin_session=${session}` },
    })
    expect(audit.status).toBe(200)
  }, 60_000)

  test('two operators saving one registration’s follow-up from the same page, on the two instances: the second is told, keeps what was typed, and loses nothing of the first', async () => {
    const id = '-Nreview0000000000001'
    database.set(`leagues/${LEAGUE}/RegisterTeamForm/${id}`, {
      teamName: 'Les Hiboux',
      contactName: 'Léa Hibou',
    })
    // The desk reads registrations as the service account, whom the rules do not bind.
    database.denyRead = (path) => defaultDenyRead(path) && !path.endsWith('/RegisterTeamForm')
    const save = (notes: string) =>
      consolePost(
        `/admin/registrations/${id}`,
        new URLSearchParams({ status: 'accepted', notes, seen: '0', csrf: tokenOf(session) }),
      )
    const first = await save('Dépôt reçu.')
    const second = await save('Chandails verts.')
    database.denyRead = defaultDenyRead
    expect(first.status).toBe(303)
    expect(second.status).toBe(409)
    expect(second.headers.get('x-served-by')).not.toBe(first.headers.get('x-served-by'))
    const page = await second.text()
    expect(page).toContain('Cette inscription a été modifiée entre-temps par ana.roy@example.org')
    expect(page).toContain('Chandails verts.</textarea>')
    expect(await store.reviews.get(id)).toMatchObject({
      status: 'accepted',
      notes: 'Dépôt reçu.',
      updatedBy: OPERATOR,
    })
  })
})
