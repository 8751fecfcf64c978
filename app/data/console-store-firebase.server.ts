// The console store in the league's Realtime Database, at consoleState/{LEAGUE_KEY} (ADR 0022):
// every instance reads and writes the same operators, sessions, links, passkeys, reviews,
// settings and audit log. What must happen once (a link spent, a challenge used) is a
// conditional write; a change and its audit entry are one multi-location update.
import {
  CHALLENGE_MS,
  LINK_KEPT_MS,
  SEEN_EVERY_MS,
  SESSION_IDLE_MS,
  SESSION_MS,
  SIGN_IN_LINK_MS,
  type AuditEntry,
  type AuditRecord,
  type ChallengePurpose,
  type ConsolePasskeys,
  type ConsoleReviews,
  type ConsoleSettings,
  type ConsoleStore,
  type Operator,
  type OperatorSession,
  type SessionItem,
  type StoredPasskey,
  type StoredReview,
} from './console-store.server.ts'
import { newSecret, normaliseEmail, secretHash } from './console-store-secrets.server.ts'
import { decodeKey, encodeKey } from './firebase-keys.ts'
import type { FirebaseRest } from './firebase-rest.server.ts'
import { generatePushId, isPlainObject, joinPath, updateProblem } from './league-source.ts'

type Node = Record<string, unknown>

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

function children(value: unknown): Array<[string, Node]> {
  if (!isPlainObject(value)) return []
  return Object.entries(value).filter((entry): entry is [string, Node] => isPlainObject(entry[1]))
}

function auditNode(entry: AuditRecord, at: number): Node {
  // JSON text: the paths inside are not database keys, and a `null` before must stay.
  return {
    at,
    operator: entry.operator,
    action: entry.action,
    target: entry.target,
    before: JSON.stringify(entry.before),
    after: JSON.stringify(entry.after),
  }
}

function toAuditEntry(id: string, node: Node): AuditEntry {
  const parse = (text: unknown) => {
    try {
      const value: unknown = JSON.parse(str(text))
      return isPlainObject(value) ? value : {}
    } catch {
      return {}
    }
  }
  return {
    id,
    at: num(node.at) ?? 0,
    operator: str(node.operator),
    action: str(node.action),
    target: str(node.target),
    before: parse(node.before),
    after: parse(node.after),
  }
}

/** The database and the path of one league's console state. */
class ConsoleTree {
  readonly rest: FirebaseRest
  readonly root: string
  readonly clock: () => number

  constructor(rest: FirebaseRest, root: string, clock: () => number) {
    this.rest = rest
    this.root = root
    this.clock = clock
  }

  path(...segments: string[]): string {
    return joinPath(this.root, ...segments)
  }

  get(...segments: string[]): Promise<unknown> {
    return this.rest.get(this.path(...segments))
  }

  /** All of the paths (relative to the league's console state) or none. */
  async update(values: Node): Promise<void> {
    if (Object.keys(values).length > 0) await this.rest.patch(this.root, values)
  }

  /**
   * The value read, once `spent` (its next value, null to delete) is written on condition that
   * nobody wrote it since: undefined when it is missing, already spent, or another writer won.
   */
  async takeOnce(
    segments: string[],
    spent: (current: Node) => Node | null | undefined,
  ): Promise<Node | undefined> {
    const { value, etag } = await this.rest.getWithETag(this.path(...segments))
    if (!isPlainObject(value)) return undefined
    const next = spent(value)
    if (next === undefined) return undefined
    return (await this.rest.putIfMatch(this.path(...segments), next, etag)) ? value : undefined
  }

  auditWrite(entry: AuditRecord): Node {
    const at = this.clock()
    return { [`audit/${generatePushId(at)}`]: auditNode(entry, at) }
  }
}

function toPasskey(id: string, node: Node): StoredPasskey | undefined {
  const counter = num(node.counter)
  const createdAt = num(node.createdAt)
  if (typeof node.publicKey !== 'string' || counter === undefined || createdAt === undefined)
    return undefined
  let transports: string[] = []
  try {
    const parsed: unknown = JSON.parse(str(node.transports))
    if (Array.isArray(parsed)) transports = parsed.filter((t) => typeof t === 'string')
  } catch {
    // No transports: the browser asks every kind.
  }
  const passkey: StoredPasskey = {
    id,
    email: str(node.email),
    publicKey: new Uint8Array(Buffer.from(node.publicKey, 'base64url')),
    counter,
    transports,
    createdAt,
  }
  const lastUsedAt = num(node.lastUsedAt)
  if (lastUsedAt !== undefined) passkey.lastUsedAt = lastUsedAt
  return passkey
}

class FirebasePasskeys implements ConsolePasskeys {
  private readonly tree: ConsoleTree

  constructor(tree: ConsoleTree) {
    this.tree = tree
  }

  async createChallenge(
    purpose: ChallengePurpose,
    challenge: string,
    email?: string,
  ): Promise<string> {
    const id = newSecret()
    const now = this.tree.clock()
    const update: Node = {}
    for (const [key, node] of children(await this.tree.get('challenges')))
      if ((num(node.expiresAt) ?? 0) < now) update[`challenges/${key}`] = null
    update[`challenges/${secretHash(id)}`] = {
      purpose,
      challenge,
      ...(email ? { email: normaliseEmail(email) } : {}),
      expiresAt: now + CHALLENGE_MS,
    }
    await this.tree.update(update)
    return id
  }

  async takeChallenge(
    id: string,
    purpose: ChallengePurpose,
  ): Promise<{ challenge: string; email?: string } | undefined> {
    const row = await this.tree.takeOnce(['challenges', secretHash(id)], () => null)
    if (!row || row.purpose !== purpose || (num(row.expiresAt) ?? 0) <= this.tree.clock())
      return undefined
    const challenge = str(row.challenge)
    return typeof row.email === 'string' ? { challenge, email: row.email } : { challenge }
  }

  async add(passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>): Promise<void> {
    await this.tree.update({
      [`passkeys/${encodeKey(passkey.id)}`]: {
        email: normaliseEmail(passkey.email),
        publicKey: Buffer.from(passkey.publicKey).toString('base64url'),
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        createdAt: this.tree.clock(),
      },
    })
  }

  async find(id: string): Promise<StoredPasskey | undefined> {
    const node = await this.tree.get('passkeys', encodeKey(id))
    return isPlainObject(node) ? toPasskey(id, node) : undefined
  }

  async of(email: string): Promise<StoredPasskey[]> {
    const key = normaliseEmail(email)
    return children(await this.tree.get('passkeys'))
      .filter(([, node]) => node.email === key)
      .map(([id, node]) => toPasskey(decodeKey(id), node))
      .filter((passkey) => passkey !== undefined)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1))
  }

  async used(id: string, counter: number): Promise<void> {
    await this.tree.update({
      [`passkeys/${encodeKey(id)}/counter`]: counter,
      [`passkeys/${encodeKey(id)}/lastUsedAt`]: this.tree.clock(),
    })
  }

  async remove(email: string, id: string): Promise<boolean> {
    const node = await this.tree.get('passkeys', encodeKey(id))
    if (!isPlainObject(node) || node.email !== normaliseEmail(email)) return false
    await this.tree.update({ [`passkeys/${encodeKey(id)}`]: null })
    return true
  }
}

class FirebaseReviews implements ConsoleReviews {
  private readonly tree: ConsoleTree

  constructor(tree: ConsoleTree) {
    this.tree = tree
  }

  private static toReview(node: Node): StoredReview {
    return {
      status: str(node.status),
      notes: str(node.notes),
      updatedAt: num(node.updatedAt) ?? 0,
      updatedBy: str(node.updatedBy),
    }
  }

  async get(registrationId: string): Promise<StoredReview | undefined> {
    const node = await this.tree.get('reviews', encodeKey(registrationId))
    return isPlainObject(node) ? FirebaseReviews.toReview(node) : undefined
  }

  async all(): Promise<Map<string, StoredReview>> {
    return new Map(
      children(await this.tree.get('reviews')).map(([key, node]) => [
        decodeKey(key),
        FirebaseReviews.toReview(node),
      ]),
    )
  }

  async set(
    registrationId: string,
    review: { status: string; notes: string },
    operator: string,
    audit: AuditRecord,
    seen: number,
  ): Promise<boolean> {
    // The database takes a condition on a PUT, not on a multi-location PATCH: the review's
    // `updatedAt` is claimed first (one save wins), then the review and its audit entry are
    // written together. A claim whose write then fails costs the next save a conflict, never an
    // unaudited change.
    const key = encodeKey(registrationId)
    const at = this.tree.path('reviews', key, 'updatedAt')
    const { value, etag } = await this.tree.rest.getWithETag(at)
    if ((num(value) ?? 0) !== seen) return false
    const updatedAt = Math.max(this.tree.clock(), seen + 1)
    if (!(await this.tree.rest.putIfMatch(at, updatedAt, etag))) return false
    await this.tree.update({
      [`reviews/${key}/status`]: review.status,
      [`reviews/${key}/notes`]: review.notes,
      [`reviews/${key}/updatedBy`]: operator,
      ...this.tree.auditWrite(audit),
    })
    return true
  }
}

class FirebaseSettings implements ConsoleSettings {
  private readonly tree: ConsoleTree

  constructor(tree: ConsoleTree) {
    this.tree = tree
  }

  async get(name: string): Promise<unknown> {
    const node = await this.tree.get('settings', encodeKey(name))
    if (!isPlainObject(node) || typeof node.value !== 'string') return undefined
    return JSON.parse(node.value) as unknown
  }

  async set(name: string, value: unknown, operator: string, audit: AuditRecord): Promise<void> {
    await this.tree.update({
      [`settings/${encodeKey(name)}`]: {
        value: JSON.stringify(value),
        updatedAt: this.tree.clock(),
        updatedBy: operator,
      },
      ...this.tree.auditWrite(audit),
    })
  }
}

export class FirebaseConsoleStore implements ConsoleStore {
  private readonly tree: ConsoleTree
  readonly passkeys: FirebasePasskeys
  readonly reviews: FirebaseReviews
  readonly settings: FirebaseSettings

  /** `root`: consoleState/{LEAGUE_KEY}. */
  constructor(rest: FirebaseRest, root: string, clock: () => number = Date.now) {
    this.tree = new ConsoleTree(rest, root, clock)
    this.passkeys = new FirebasePasskeys(this.tree)
    this.reviews = new FirebaseReviews(this.tree)
    this.settings = new FirebaseSettings(this.tree)
  }

  async addOperator(email: string, name?: string): Promise<boolean> {
    const key = normaliseEmail(email)
    const node = await this.tree.get('operators', encodeKey(key))
    const old = isPlainObject(node) ? node : undefined
    const existed = old !== undefined && old.removedAt === undefined
    await this.tree.update({
      [`operators/${encodeKey(key)}`]: {
        name: name?.trim() ?? str(old?.name),
        addedAt: existed ? (num(old.addedAt) ?? this.tree.clock()) : this.tree.clock(),
      },
    })
    return !existed
  }

  async removeOperator(email: string): Promise<boolean> {
    const key = normaliseEmail(email)
    const now = this.tree.clock()
    const [operator, sessions, links, passkeys, challenges] = await Promise.all([
      this.tree.get('operators', encodeKey(key)),
      this.tree.get('sessions'),
      this.tree.get('links'),
      this.tree.get('passkeys'),
      this.tree.get('challenges'),
    ])
    const removed = isPlainObject(operator) && operator.removedAt === undefined
    const update: Node = {}
    if (removed) update[`operators/${encodeKey(key)}/removedAt`] = now
    for (const [hash, node] of children(sessions))
      if (node.email === key && node.revokedAt === undefined)
        update[`sessions/${hash}/revokedAt`] = now
    for (const [hash, node] of children(links))
      if (node.email === key && node.usedAt === undefined) update[`links/${hash}/usedAt`] = now
    for (const [id, node] of children(passkeys))
      if (node.email === key) update[`passkeys/${id}`] = null
    for (const [hash, node] of children(challenges))
      if (node.email === key) update[`challenges/${hash}`] = null
    await this.tree.update(update)
    return removed
  }

  private async operatorNodes(): Promise<Array<[string, Node]>> {
    return children(await this.tree.get('operators')).map(([key, node]) => [decodeKey(key), node])
  }

  async listOperators(): Promise<Operator[]> {
    return (await this.operatorNodes())
      .filter(([, node]) => node.removedAt === undefined)
      .map(([email, node]) => ({ email, name: str(node.name), addedAt: num(node.addedAt) ?? 0 }))
      .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))
  }

  async operatorNames(): Promise<Map<string, string>> {
    return new Map((await this.operatorNodes()).map(([email, node]) => [email, str(node.name)]))
  }

  async operator(email: string): Promise<Operator | undefined> {
    const key = normaliseEmail(email)
    const node = await this.tree.get('operators', encodeKey(key))
    if (!isPlainObject(node) || node.removedAt !== undefined) return undefined
    return { email: key, name: str(node.name), addedAt: num(node.addedAt) ?? 0 }
  }

  async createSignInLink(email: string): Promise<string | undefined> {
    const key = normaliseEmail(email)
    if (!(await this.operator(key))) return undefined
    const token = newSecret()
    const now = this.tree.clock()
    const update: Node = {}
    for (const [hash, node] of children(await this.tree.get('links')))
      if ((num(node.expiresAt) ?? 0) < now - LINK_KEPT_MS) update[`links/${hash}`] = null
    update[`links/${secretHash(token)}`] = {
      email: key,
      createdAt: now,
      expiresAt: now + SIGN_IN_LINK_MS,
    }
    await this.tree.update(update)
    return token
  }

  async redeemSignInLink(token: string): Promise<string | undefined> {
    const now = this.tree.clock()
    const link = await this.tree.takeOnce(['links', secretHash(token)], (current) =>
      current.usedAt === undefined ? { ...current, usedAt: now } : undefined,
    )
    if (!link || (num(link.expiresAt) ?? 0) <= now) return undefined
    const email = str(link.email)
    return (await this.operator(email)) ? email : undefined
  }

  async createSession(email: string): Promise<string> {
    const id = newSecret()
    const now = this.tree.clock()
    const update: Node = {}
    for (const [hash, node] of children(await this.tree.get('sessions'))) {
      const expired = (num(node.expiresAt) ?? 0) < now - SESSION_MS
      const revokedLongAgo = (num(node.revokedAt) ?? now) < now - SESSION_MS
      if (expired || revokedLongAgo) update[`sessions/${hash}`] = null
    }
    update[`sessions/${secretHash(id)}`] = {
      email: normaliseEmail(email),
      createdAt: now,
      expiresAt: now + SESSION_MS,
    }
    await this.tree.update(update)
    return id
  }

  async session(id: string): Promise<OperatorSession | undefined> {
    const hash = secretHash(id)
    const node = await this.tree.get('sessions', hash)
    if (!isPlainObject(node) || node.revokedAt !== undefined) return undefined
    const now = this.tree.clock()
    const expiresAt = num(node.expiresAt) ?? 0
    const seen = num(node.lastSeenAt) ?? num(node.createdAt) ?? 0
    if (expiresAt <= now || now - seen >= SESSION_IDLE_MS) return undefined
    const operator = await this.operator(str(node.email))
    if (!operator) return undefined
    if (now - seen >= SEEN_EVERY_MS)
      await this.tree.update({ [`sessions/${hash}/lastSeenAt`]: now })
    return { email: operator.email, name: operator.name, expiresAt }
  }

  async sessionsOf(email: string, currentId: string): Promise<SessionItem[]> {
    const key = normaliseEmail(email)
    const now = this.tree.clock()
    const current = secretHash(currentId)
    return children(await this.tree.get('sessions'))
      .map(([hash, node]) => ({
        hash,
        node,
        createdAt: num(node.createdAt) ?? 0,
        seen: num(node.lastSeenAt) ?? num(node.createdAt) ?? 0,
      }))
      .filter(
        ({ node, seen }) =>
          node.email === key &&
          node.revokedAt === undefined &&
          (num(node.expiresAt) ?? 0) > now &&
          seen > now - SESSION_IDLE_MS,
      )
      .sort((a, b) => b.seen - a.seen)
      .map(({ hash, createdAt, seen }) => ({
        createdAt,
        lastSeenAt: seen,
        current: hash === current,
      }))
  }

  async revokeSessionsOf(email: string): Promise<number> {
    const key = normaliseEmail(email)
    const now = this.tree.clock()
    const update: Node = {}
    for (const [hash, node] of children(await this.tree.get('sessions')))
      if (node.email === key && node.revokedAt === undefined)
        update[`sessions/${hash}/revokedAt`] = now
    await this.tree.update(update)
    return Object.keys(update).length
  }

  async revokeSession(id: string): Promise<void> {
    const hash = secretHash(id)
    const node = await this.tree.get('sessions', hash)
    // A revoked or unknown session is left as it is (no stray node for an unknown id).
    if (isPlainObject(node) && node.revokedAt === undefined)
      await this.tree.update({ [`sessions/${hash}/revokedAt`]: this.tree.clock() })
  }

  async recordAudit(entry: AuditRecord): Promise<void> {
    await this.tree.update(this.tree.auditWrite(entry))
  }

  /** One PATCH at the database's root, the nearest both paths share (leagues/…, consoleState/…). */
  async applyLeagueUpdate(
    root: string,
    update: Readonly<Record<string, unknown>>,
    audit: AuditRecord,
  ): Promise<void> {
    const problem = updateProblem(update)
    if (problem) throw new Error(`the update cannot be applied: ${problem}`)
    const body: Node = {}
    for (const [p, value] of Object.entries(update)) body[joinPath(root, p)] = value ?? null
    for (const [p, value] of Object.entries(this.tree.auditWrite(audit)))
      body[this.tree.path(p)] = value
    await this.tree.rest.patch('', body)
  }

  async auditEntriesSince(since = 0): Promise<AuditEntry[]> {
    // A push id starts with its time: the ids from `since` on sort from this prefix.
    const from = generatePushId(since).slice(0, 8)
    const node = await this.tree.rest.get(this.tree.path('audit'), {
      orderBy: '$key',
      startAt: from,
    })
    return children(node)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, entry]) => toAuditEntry(id, entry))
      .filter((entry) => entry.at >= since)
  }

  async auditEntries(limit: number, beforeId?: string): Promise<AuditEntry[]> {
    const node = await this.tree.rest.get(this.tree.path('audit'), {
      orderBy: '$key',
      ...(beforeId ? { endAt: beforeId, limitToLast: limit + 1 } : { limitToLast: limit }),
    })
    return children(node)
      .filter(([id]) => beforeId === undefined || id < beforeId)
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .slice(0, limit)
      .map(([id, entry]) => toAuditEntry(id, entry))
  }
}
