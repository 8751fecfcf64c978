// Web Push for followed teams (docs/product.md#notifications, ADR 0023): keys, subscriptions and
// the bridge from the league's change feed to the send queue. Whatever writes the data (the
// console, an import, Firebase), the mirror's change reaches `onLeagueChange`; the events are
// worked out after the save has returned, and only queued, never awaited.
import webpush from 'web-push'

import { getLeagueSnapshot, getPushStore, onLeagueChange } from '~/data/league.server.ts'
import type { StoredSubscription } from '~/data/push-store.server.ts'
import { getEnv } from '~/env.server.ts'
import { isLang } from '~/i18n/language.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { type Match, PUSH_KINDS, type PushKind, pushEvents, readLeague } from '~/league/index.ts'
import type { Logger } from '~/logger.server.ts'
import { processSingleton } from '~/utils/process-singleton.ts'

import { type EndpointRefusal, endpointRefusal } from './push-endpoint.ts'
import { pushJobs } from './push-fanout.ts'
import { PushQueue, type PushQueueStats } from './push-queue.ts'
import { type VapidDetails, createPushSender } from './push-sender.server.ts'

type PushState = {
  vapid: VapidDetails | undefined
  queue: PushQueue | undefined
  matches: readonly Match[] | undefined
  stop: (() => void) | undefined
  events: number
}

function state(): PushState {
  return processSingleton<PushState>('push', () => ({
    vapid: undefined,
    queue: undefined,
    matches: undefined,
    stop: undefined,
    events: 0,
  }))
}

/** `PUBLIC_URL` when it is https, else the league's contact address (RFC 8292 §2.1). */
export function vapidSubject(publicUrl: string, contactEmail: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:${contactEmail}`
}

function vapidDetails(): VapidDetails {
  const current = state()
  if (current.vapid) return current.vapid
  const env = getEnv()
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : getPushStore().vapidKeys(() => webpush.generateVAPIDKeys())
  current.vapid = { ...keys, subject: vapidSubject(env.PUBLIC_URL, leagueContact().email) }
  return current.vapid
}

export function vapidPublicKey(): string {
  return vapidDetails().publicKey
}

function queue(): PushQueue {
  const current = state()
  if (current.queue) return current.queue
  const env = getEnv()
  const store = getPushStore()
  current.queue = new PushQueue({
    send: createPushSender({
      vapid: vapidDetails(),
      allowPrivate: env.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    }),
    onGone: (endpoint) => store.remove(endpoint),
    perMinute: env.PUSH_SENDS_PER_MINUTE,
    maxQueued: env.PUSH_QUEUE_MAX,
  })
  return current.queue
}

/** The events of one change, each claimed in the store so that one instance sends it. */
function notify(matches: readonly Match[], logger: Logger) {
  const current = state()
  const before = current.matches
  current.matches = matches
  if (!before) return
  const store = getPushStore()
  const events = pushEvents(before, matches).filter((event) => store.claimEvent(event.id))
  if (events.length === 0) return
  current.events += events.length
  const jobs = pushJobs(events, store.all())
  const taken = queue().enqueue(jobs)
  if (taken < jobs.length)
    logger('warn', 'push queue full: notifications dropped', { dropped: jobs.length - taken })
}

export function startPush(logger: Logger): void {
  const current = state()
  if (current.stop) return
  const read = (tree: unknown) => readLeague(tree as Parameters<typeof readLeague>[0]).matches
  const off = onLeagueChange((snapshot) => {
    // After the writer's save has returned and the pages were told.
    setImmediate(() => {
      try {
        notify(read(snapshot.tree), logger)
      } catch (error) {
        logger('error', 'push notifications failed', { error: String(error) })
      }
    })
  })
  current.stop = off
  getLeagueSnapshot()
    .then((snapshot) => {
      current.matches ??= read(snapshot.tree)
      vapidDetails()
    })
    .catch(() => {})
}

export function stopPush(): void {
  const current = state()
  current.stop?.()
  current.stop = undefined
  current.matches = undefined
  current.queue = undefined
  current.vapid = undefined
}

export function pushStats(): Record<string, number> {
  const current = state()
  const counts: Partial<PushQueueStats> = current.queue?.stats() ?? {}
  let subscriptions = -1
  try {
    subscriptions = getPushStore().count()
  } catch {
    // The store is not open yet.
  }
  return { subscriptions, events: current.events, ...counts }
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

export function savePushSubscription(input: SubscriptionInput): 'saved' | SaveRefusal {
  const env = getEnv()
  const subscription = readSubscription(input, { allowPrivate: env.PUSH_ALLOW_PRIVATE_ENDPOINTS })
  if (typeof subscription === 'string') return subscription
  const store = getPushStore()
  if (!store.has(subscription.endpoint) && store.count() >= env.PUSH_SUBSCRIPTIONS_MAX)
    return 'full'
  store.save(subscription)
  return 'saved'
}

export function removePushSubscription(endpoint: unknown): boolean {
  return typeof endpoint === 'string' && getPushStore().remove(endpoint)
}
