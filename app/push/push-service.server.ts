// Web Push for followed teams (docs/product.md#notifications, ADR 0023): keys, subscriptions and
// the bridge from the league's change feed to the send queue. Whatever writes the data (the
// console, an import, Firebase), the mirror's change reaches `onLeagueChange`; the events are
// worked out after the save has returned, and only queued, never awaited.
import {
  type LeagueSnapshot,
  getLeagueSnapshot,
  getPushStore,
  onLeagueChange,
} from '~/data/league.server.ts'
import type { StoredSubscription } from '~/data/push-store.server.ts'
import { getEnv } from '~/env.server.ts'
import { isLang } from '~/i18n/language.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { type Match, PUSH_KINDS, type PushKind, pushEvents, readLeague } from '~/league/index.ts'
import type { Logger } from '~/logger.server.ts'
import { processSingleton } from '~/utils/process-singleton.ts'
import { type WorkerPool, createWorkerPool } from '~/utils/worker-pool.server.ts'

import { type EndpointRefusal, endpointRefusal } from './push-endpoint.ts'
import { pushJobs } from './push-fanout.ts'
import { type PushJob, PushQueue, type PushQueueStats, type SendOutcome } from './push-queue.ts'
import type { PushSenderOptions, VapidDetails } from './push-sender.server.ts'

const BUILT_SENDER_WORKER = 'push-sender-worker.js'
const DEV_SENDER_WORKER = './push-sender.worker.ts'
/** As many pushes in flight as the queue sends at once, all in the one sender thread. */
const CONCURRENCY = 16

type PushState = {
  vapid: Promise<VapidDetails> | undefined
  queue: Promise<PushQueue> | undefined
  sender: WorkerPool<PushJob, SendOutcome> | undefined
  matches: readonly Match[] | undefined
  /** Until the first change, the tree it is compared with: read then, not at start (bench:start). */
  start: LeagueSnapshot['tree'] | undefined
  /** Each change's notifications after the previous one's: goals go out in their order. */
  notified: Promise<void>
  stop: (() => void) | undefined
  /** Claimed here; `eventsSeen`: worked out here, whichever instance claimed them. */
  events: number
  eventsSeen: number
}

function state(): PushState {
  return processSingleton<PushState>('push', () => ({
    vapid: undefined,
    queue: undefined,
    sender: undefined,
    matches: undefined,
    start: undefined,
    notified: Promise.resolve(),
    stop: undefined,
    events: 0,
    eventsSeen: 0,
  }))
}

/** `PUBLIC_URL` when it is https, else the league's contact address (RFC 8292 §2.1). */
export function vapidSubject(publicUrl: string, contactEmail: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:${contactEmail}`
}

function vapidDetails(): Promise<VapidDetails> {
  const current = state()
  if (current.vapid) return current.vapid
  const made = (async () => {
    const env = getEnv()
    const keys =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : await getPushStore().vapidKeys(await keyMaker())
    return { ...keys, subject: vapidSubject(env.PUBLIC_URL, leagueContact().email) }
  })()
  current.vapid = made
  // A store that did not answer is asked again next time.
  made.catch(() => {
    if (current.vapid === made) current.vapid = undefined
  })
  return made
}

async function keyMaker() {
  const { default: webpush } = await import('web-push')
  return () => webpush.generateVAPIDKeys()
}

export async function vapidPublicKey(): Promise<string> {
  return (await vapidDetails()).publicKey
}

function queue(logger: Logger): Promise<PushQueue> {
  const current = state()
  if (current.queue) return current.queue
  const made = vapidDetails().then((vapid) => {
    const env = getEnv()
    const store = getPushStore()
    const sender = createWorkerPool<PushJob, SendOutcome>({
      name: 'push sender',
      script: new URL(
        import.meta.env.DEV ? DEV_SENDER_WORKER : BUILT_SENDER_WORKER,
        import.meta.url,
      ),
      size: 1,
      jobsPerWorker: CONCURRENCY,
      maxQueued: CONCURRENCY,
      // Each request times out in 15 s: a thread still busy after this is stuck.
      timeoutMs: 60_000,
      workerData: {
        vapid,
        allowPrivate: env.PUSH_ALLOW_PRIVATE_ENDPOINTS,
      } satisfies PushSenderOptions,
      onWorkerError: (error) => logger('error', 'push sender failed', { error: String(error) }),
    })
    current.sender = sender
    return new PushQueue({
      send: (job) => sender.run(job),
      onGone: (endpoint) => {
        store.remove(endpoint).catch((error: unknown) => {
          logger('warn', 'push subscription not removed', { error: String(error) })
        })
      },
      concurrency: CONCURRENCY,
      perMinute: env.PUSH_SENDS_PER_MINUTE,
      maxQueued: env.PUSH_QUEUE_MAX,
    })
  })
  current.queue = made
  made.catch(() => {
    if (current.queue === made) current.queue = undefined
  })
  return made
}

/** The events of one change, each claimed in the store so that one instance sends it. */
async function notify(before: readonly Match[], after: readonly Match[], logger: Logger) {
  const found = pushEvents(before, after)
  if (found.length === 0) return
  const current = state()
  try {
    const store = getPushStore()
    const claimed = await Promise.all(found.map((event) => store.claimEvent(event.id)))
    const events = found.filter((_, index) => claimed[index])
    if (events.length === 0) return
    current.events += events.length
    const jobs = pushJobs(events, await store.all())
    if (jobs.length === 0) return
    const taken = (await queue(logger)).enqueue(jobs)
    if (taken < jobs.length)
      logger('warn', 'push queue full: notifications dropped', { dropped: jobs.length - taken })
  } finally {
    // Counted once its pushes are queued: /healthz then tells a finished change from one under way.
    current.eventsSeen += found.length
  }
}

export function startPush(logger: Logger): void {
  const current = state()
  if (current.stop) return
  const read = (tree: unknown) => readLeague(tree as Parameters<typeof readLeague>[0]).matches
  const off = onLeagueChange((snapshot) => {
    // After the writer's save has returned and the pages were told.
    setImmediate(() => {
      if (!current.matches && (!current.start || current.start === snapshot.tree)) {
        current.start = snapshot.tree
        return
      }
      let before: readonly Match[]
      let after: readonly Match[]
      try {
        before = current.matches ?? read(current.start)
        after = read(snapshot.tree)
      } catch (error) {
        logger('error', 'push notifications failed', { error: String(error) })
        return
      }
      current.matches = after
      current.start = undefined
      current.notified = current.notified
        .then(() => notify(before, after, logger))
        .catch((error: unknown) => {
          logger('error', 'push notifications failed', { error: String(error) })
        })
    })
  })
  current.stop = off
  getLeagueSnapshot()
    .then((snapshot) => {
      if (!current.matches) current.start ??= snapshot.tree
    })
    .catch(() => {})
}

export async function stopPush(): Promise<void> {
  const current = state()
  current.stop?.()
  current.stop = undefined
  current.matches = undefined
  current.start = undefined
  current.queue = undefined
  current.vapid = undefined
  const sender = current.sender
  current.sender = undefined
  await sender?.close()
}

export async function pushStats(): Promise<Record<string, number>> {
  const current = state()
  const queued = current.queue ? await current.queue.catch(() => undefined) : undefined
  const counts: Partial<PushQueueStats> = queued?.stats() ?? {}
  let subscriptions = -1
  try {
    subscriptions = await getPushStore().count()
  } catch {
    // The store is not open yet, or does not answer.
  }
  return { subscriptions, events: current.events, eventsSeen: current.eventsSeen, ...counts }
}

export type SubscriptionInput = {
  subscription?: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  lang?: unknown
  teams?: unknown
}

export type SaveRefusal = EndpointRefusal | 'malformed' | 'full'

const KEY = /^[A-Za-z0-9_-]{8,200}={0,2}$/
const TEAM_ID = /^[\p{L}\p{N}_.~ -]{1,64}$/u
const MAX_TEAMS = 12

function readTeams(value: unknown): Record<string, PushKind[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0 || entries.length > MAX_TEAMS) return undefined
  const teams: Record<string, PushKind[]> = {}
  for (const [teamId, kinds] of entries) {
    if (!TEAM_ID.test(teamId) || !Array.isArray(kinds)) return undefined
    const known = PUSH_KINDS.filter((kind) => kinds.includes(kind))
    if (known.length > 0) teams[teamId] = known
  }
  return Object.keys(teams).length > 0 ? teams : undefined
}

export function readSubscription(
  input: SubscriptionInput,
  options: { allowPrivate: boolean },
): StoredSubscription | SaveRefusal {
  const endpoint = input.subscription?.endpoint
  const p256dh = input.subscription?.keys?.p256dh
  const auth = input.subscription?.keys?.auth
  if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string')
    return 'malformed'
  if (!KEY.test(p256dh) || !KEY.test(auth)) return 'malformed'
  const refusal = endpointRefusal(endpoint, options)
  if (refusal) return refusal
  const teams = readTeams(input.teams)
  if (!teams) return 'malformed'
  return { endpoint, keys: { p256dh, auth }, lang: isLang(input.lang) ? input.lang : 'fr', teams }
}

export async function savePushSubscription(
  input: SubscriptionInput,
): Promise<'saved' | SaveRefusal> {
  const env = getEnv()
  const subscription = readSubscription(input, { allowPrivate: env.PUSH_ALLOW_PRIVATE_ENDPOINTS })
  if (typeof subscription === 'string') return subscription
  const store = getPushStore()
  if (
    !(await store.has(subscription.endpoint)) &&
    (await store.count()) >= env.PUSH_SUBSCRIPTIONS_MAX
  )
    return 'full'
  await store.save(subscription)
  return 'saved'
}

export async function removePushSubscription(endpoint: unknown): Promise<boolean> {
  return typeof endpoint === 'string' && getPushStore().remove(endpoint)
}
