/**
 * What keeps `POST /api/send-registration-email` from being an open relay (ADR 0004): the
 * server remembers, in memory, the registrations it saved in the last 15 minutes with the
 * addresses they may be confirmed to (captain's and contact's). A confirmation can be sent once
 * per registration, to one of those addresses only. Nothing here is ever read back by a route:
 * it holds only what the confirmation needs.
 */
import type { Lang } from '~/league/index.ts'

export const RELAY_WINDOW_MS = 15 * 60 * 1000

/** What a confirmation e-mail says, taken from the saved registration (never from a request). */
export type ConfirmationContent = {
  /** The default recipient (the captain's e-mail, else the contact's). */
  to: string
  playerName: string
  teamName: string
  /** The English season name. */
  seasonName: string
  /** The season name in the registrant's language, for the body. */
  seasonNameLocal: string
  lang: Lang
}

type Entry = {
  addresses: ReadonlySet<string>
  content: ConfirmationContent
  savedAt: number
  /** Claimed by a send in progress or done. */
  claimed: boolean
}

export type ClaimResult =
  | { status: 'ok'; id: string; content: ConfirmationContent }
  | { status: 'unknown' }
  | { status: 'already-sent' }

export type RelayGuardOptions = {
  windowMs?: number
  clock?: () => number
  /** Entries kept at most (submissions are rate limited, so this is far above real use). */
  maxEntries?: number
}

export class RecentRegistrations {
  private readonly windowMs: number
  private readonly clock: () => number
  private readonly maxEntries: number
  private readonly entries = new Map<string, Entry>()

  constructor({
    windowMs = RELAY_WINDOW_MS,
    clock = Date.now,
    maxEntries = 5000,
  }: RelayGuardOptions = {}) {
    this.windowMs = windowMs
    this.clock = clock
    this.maxEntries = maxEntries
  }

  /** Remembers a registration just saved under push id `id`. */
  remember(id: string, addresses: readonly string[], content: ConfirmationContent): void {
    this.prune()
    this.entries.set(id, {
      addresses: new Set(addresses.map((address) => address.trim().toLowerCase())),
      content,
      savedAt: this.clock(),
      claimed: false,
    })
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(key)
    }
  }

  /** Claims the confirmation of registration `id` (the send that follows the save). */
  claimById(id: string): ClaimResult {
    this.prune()
    const entry = this.entries.get(id)
    if (!entry) return { status: 'unknown' }
    if (entry.claimed) return { status: 'already-sent' }
    entry.claimed = true
    return { status: 'ok', id, content: entry.content }
  }

  /**
   * Claims the most recent unconfirmed registration that may be confirmed to `address`.
   * 'unknown' when no recent registration has that address, 'already-sent' when all have been.
   */
  claimByAddress(address: string): ClaimResult {
    this.prune()
    const wanted = address.trim().toLowerCase()
    let found = false
    let latest: [string, Entry] | undefined
    for (const [id, entry] of this.entries) {
      if (!entry.addresses.has(wanted)) continue
      found = true
      if (!entry.claimed && (!latest || entry.savedAt >= latest[1].savedAt)) latest = [id, entry]
    }
    if (!latest) return found ? { status: 'already-sent' } : { status: 'unknown' }
    latest[1].claimed = true
    return { status: 'ok', id: latest[0], content: latest[1].content }
  }

  /** Gives a claim back after a failed send, so the endpoint may try again within the window. */
  release(id: string): void {
    const entry = this.entries.get(id)
    if (entry) entry.claimed = false
  }

  get size(): number {
    this.prune()
    return this.entries.size
  }

  private prune() {
    const now = this.clock()
    for (const [id, entry] of this.entries) {
      if (now - entry.savedAt >= this.windowMs) this.entries.delete(id)
    }
  }
}
