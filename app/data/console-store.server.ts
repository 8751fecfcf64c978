// What the console keeps beside the league (ADR 0019), one interface over two stores (ADR 0022):
// SQLite beside the embedded league, the Realtime Database beside a Firebase league.
export { newSecret, secretHash } from './console-store-secrets.server.ts'

export const CONSOLE_STORE_FILE_NAME = 'console.sqlite'
/** Outside `leagues/`: the database rules refuse it to everyone but the site (ADR 0022). */
export const CONSOLE_STATE_ROOT = 'consoleState'

export const SIGN_IN_LINK_MS = 15 * 60_000
export const SESSION_MS = 30 * 24 * 3_600_000
/** A device left signed in does not stay a key for a month. */
export const SESSION_IDLE_MS = 12 * 3_600_000
/** One write a minute, not one per request. */
export const SEEN_EVERY_MS = 60_000
/** Old links are kept a day (their use is evidence), then dropped. */
export const LINK_KEPT_MS = 86_400_000
export const CHALLENGE_MS = 5 * 60_000

export type Operator = { email: string; name: string; addedAt: number }

export type OperatorSession = { email: string; name: string; expiresAt: number }

export type SessionItem = { createdAt: number; lastSeenAt: number; current: boolean }

export type AuditEntry = {
  /** Sorts in the log's order: a row number in SQLite, a push id in Firebase. */
  id: string
  at: number
  operator: string
  action: string
  target: string
  /** Null: nothing was there. */
  before: Record<string, unknown>
  /** Null deletes. */
  after: Record<string, unknown>
}

export type AuditRecord = Omit<AuditEntry, 'id' | 'at'>

export type StoredPasskey = {
  /** Base64url. */
  id: string
  email: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
  createdAt: number
  lastUsedAt?: number
}

export type ChallengePurpose = 'register' | 'sign-in'

export type StoredReview = { status: string; notes: string; updatedAt: number; updatedBy: string }

export interface ConsolePasskeys {
  createChallenge(purpose: ChallengePurpose, challenge: string, email?: string): Promise<string>
  /** Used once, across instances too: a second taker gets nothing. */
  takeChallenge(
    id: string,
    purpose: ChallengePurpose,
  ): Promise<{ challenge: string; email?: string } | undefined>
  add(passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>): Promise<void>
  find(id: string): Promise<StoredPasskey | undefined>
  /** Newest first. */
  of(email: string): Promise<StoredPasskey[]>
  used(id: string, counter: number): Promise<void>
  remove(email: string, id: string): Promise<boolean>
}

/** The console's own word on registrations (status, private notes), never in the league tree. */
export interface ConsoleReviews {
  get(registrationId: string): Promise<StoredReview | undefined>
  all(): Promise<Map<string, StoredReview>>
  /**
   * Kept with its audit entry, or neither is; only while the review is still the one the operator
   * saw (`seen`: its `updatedAt`, 0 when it had none), on any instance: false when another save
   * came first, and nothing is written.
   */
  set(
    registrationId: string,
    review: { status: string; notes: string },
    operator: string,
    audit: AuditRecord,
    seen: number,
  ): Promise<boolean>
}

export interface ConsoleSettings {
  /** Undefined: no operator has set it, its default applies. */
  get(name: string): Promise<unknown>
  /** Kept with its audit entry, or neither is. */
  set(name: string, value: unknown, operator: string, audit: AuditRecord): Promise<void>
}

export interface ConsoleStore {
  readonly passkeys: ConsolePasskeys
  readonly reviews: ConsoleReviews
  readonly settings: ConsoleSettings
  /** True when the address was not an operator before. */
  addOperator(email: string, name?: string): Promise<boolean>
  /** The operator stays (marked removed) so the audit log's names keep meaning someone. */
  removeOperator(email: string): Promise<boolean>
  /** By address. */
  listOperators(): Promise<Operator[]>
  /** Every operator's name by address, the removed ones too: the audit log names who did what. */
  operatorNames(): Promise<Map<string, string>>
  operator(email: string): Promise<Operator | undefined>
  /** Undefined for an address that is not an operator's. */
  createSignInLink(email: string): Promise<string | undefined>
  /** Never usable again, whatever the answer, on any instance. */
  redeemSignInLink(token: string): Promise<string | undefined>
  /** Only the id's hash is kept. */
  createSession(email: string): Promise<string>
  /** Finding it counts as a use. */
  session(id: string): Promise<OperatorSession | undefined>
  /** The most recently used first. */
  sessionsOf(email: string, currentId: string): Promise<SessionItem[]>
  revokeSessionsOf(email: string): Promise<number>
  revokeSession(id: string): Promise<void>
  recordAudit(entry: AuditRecord): Promise<void>
  /**
   * A league change (paths under `root`, as `LeagueSource.applyUpdate` takes them) with its audit
   * entry: both are kept or neither is.
   */
  applyLeagueUpdate(
    root: string,
    update: Readonly<Record<string, unknown>>,
    audit: AuditRecord,
  ): Promise<void>
  /** Oldest first. */
  auditEntriesSince(since?: number): Promise<AuditEntry[]>
  /** Newest first, older than `beforeId` when given. */
  auditEntries(limit: number, beforeId?: string): Promise<AuditEntry[]>
}
