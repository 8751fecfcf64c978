// The push store in the league's Realtime Database, at consoleState/{LEAGUE_KEY}/push beside the
// console's state (ADR 0022), which the public rules refuse: every instance reads the same keys
// and subscriptions. What must happen once (the keys made, an event sent) is a conditional write
// on the ETag of nothing, so of two instances seeing the same change, one sends it.
import { createHash } from 'node:crypto'

import { encodeKey } from './firebase-keys.ts'
import type { FirebaseRest } from './firebase-rest.server.ts'
import { isPlainObject, joinPath } from './league-source.ts'
import {
  type PushStore,
  SENT_EVENT_MS,
  type StoredSubscription,
  type VapidKeys,
  readTeams,
} from './push-store.server.ts'

/** Old event ids are looked for at most this often, not at every claim. */
const SWEEP_EVERY_MS = 3_600_000
/**
 * The count bounds new subscriptions and shows in /healthz: a minute old at most, rather than
 * every key read again at each subscription.
 */
const COUNT_KEPT_MS = 60_000

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * An endpoint is a URL up to 2 KB, longer than a database key may be: its SHA-256 names it, and the
 * node holds the endpoint itself.
 */
export function subscriptionKey(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url')
}

function toSubscription(node: unknown): StoredSubscription | undefined {
  if (!isPlainObject(node)) return undefined
  const endpoint = str(node.endpoint)
  const p256dh = str(node.p256dh)
  const auth = str(node.auth)
  if (!endpoint || !p256dh || !auth) return undefined
  return {
    endpoint,
    keys: { p256dh, auth },
    lang: node.lang === 'en' ? 'en' : 'fr',
    teams: readTeams(str(node.teams)),
  }
}

function toVapidKeys(node: unknown): VapidKeys | undefined {
  if (!isPlainObject(node)) return undefined
  const publicKey = str(node.publicKey)
  const privateKey = str(node.privateKey)
  return publicKey && privateKey ? { publicKey, privateKey } : undefined
}

export class FirebasePushStore implements PushStore {
  private readonly rest: FirebaseRest
  private readonly root: string
  private readonly clock: () => number
  private sweptAt = -Infinity
  private counted: { at: number; count: number } | undefined

  /** `root`: consoleState/{LEAGUE_KEY}/push. */
  constructor(rest: FirebaseRest, root: string, clock: () => number = Date.now) {
    this.rest = rest
    this.root = root
    this.clock = clock
  }

  private path(...segments: string[]): string {
    return joinPath(this.root, ...segments)
  }

  async vapidKeys(make: () => VapidKeys): Promise<VapidKeys> {
    const path = this.path('vapid')
    const { value, etag } = await this.rest.getWithETag(path)
    const kept = toVapidKeys(value)
    if (kept) return kept
    const keys = make()
    if (await this.rest.putIfMatch(path, { ...keys, createdAt: this.clock() }, etag)) return keys
    // Another instance made them first: its keys are the league's.
    const theirs = toVapidKeys(await this.rest.get(path))
    if (!theirs) throw new Error(`no push keys at ${path} after another instance wrote them`)
    return theirs
  }

  async save(subscription: StoredSubscription): Promise<void> {
    await this.rest.patch(this.path('subscriptions'), {
      [subscriptionKey(subscription.endpoint)]: {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        lang: subscription.lang,
        // JSON text: team ids are the league's, not necessarily database keys.
        teams: JSON.stringify(subscription.teams),
        updatedAt: this.clock(),
      },
    })
  }

  async has(endpoint: string): Promise<boolean> {
    return isPlainObject(await this.rest.get(this.path('subscriptions', subscriptionKey(endpoint))))
  }

  async remove(endpoint: string): Promise<boolean> {
    if (!(await this.has(endpoint))) return false
    await this.rest.patch(this.path('subscriptions'), { [subscriptionKey(endpoint)]: null })
    return true
  }

  async count(): Promise<number> {
    const now = this.clock()
    if (this.counted && now - this.counted.at < COUNT_KEPT_MS) return this.counted.count
    const keys = await this.rest.get(this.path('subscriptions'), { shallow: true })
    const count = isPlainObject(keys) ? Object.keys(keys).length : 0
    this.counted = { at: now, count }
    return count
  }

  async all(): Promise<StoredSubscription[]> {
    const node = await this.rest.get(this.path('subscriptions'))
    const nodes = isPlainObject(node) ? Object.values(node) : []
    this.counted = { at: this.clock(), count: nodes.length }
    return nodes.map(toSubscription).filter((subscription) => subscription !== undefined)
  }

  async claimEvent(id: string): Promise<boolean> {
    const now = this.clock()
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now
      await this.sweep(now)
    }
    const path = this.path('sent', encodeKey(id))
    const { value, etag } = await this.rest.getWithETag(path)
    if (value !== null) return false
    return this.rest.putIfMatch(path, { at: now }, etag)
  }

  /** The ids of events older than a restart could bring back are let go. */
  private async sweep(now: number): Promise<void> {
    const sent = await this.rest.get(this.path('sent'))
    if (!isPlainObject(sent)) return
    const old: Record<string, null> = {}
    for (const [key, node] of Object.entries(sent)) {
      const at = isPlainObject(node) && typeof node.at === 'number' ? node.at : 0
      if (at < now - SENT_EVENT_MS) old[key] = null
    }
    if (Object.keys(old).length > 0) await this.rest.patch(this.path('sent'), old)
  }
}
