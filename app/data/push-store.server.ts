// Web Push's server-side state (docs/product.md#notifications, ADR 0023), one interface over two
// stores as the console's (ADR 0022): SQLite beside the embedded league, the Realtime Database
// beside a Firebase league, so every instance reads the same keys and subscriptions.
import type { Lang } from '~/i18n/language.ts'
import type { PushKind } from '~/league/index.ts'

export type StoredSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  lang: Lang
  teams: Record<string, PushKind[]>
}

export type VapidKeys = { publicKey: string; privateKey: string }

/** An event id is kept this long: a change seen again later (a restart) is not sent twice. */
export const SENT_EVENT_MS = 14 * 86_400_000

export interface PushStore {
  /** The first instance to ask makes the keys; every other one reads the same. */
  vapidKeys(make: () => VapidKeys): Promise<VapidKeys>
  /** One per browser subscription: saving again replaces its teams, kinds and language. */
  save(subscription: StoredSubscription): Promise<void>
  has(endpoint: string): Promise<boolean>
  /** False when it was not there. */
  remove(endpoint: string): Promise<boolean>
  /** Beside Firebase, up to a minute old. */
  count(): Promise<number>
  all(): Promise<StoredSubscription[]>
  /** True for the one caller, on any instance sharing the store, that records the event first. */
  claimEvent(id: string): Promise<boolean>
}

/** A subscription's teams as kept (JSON text; checked when it was saved): none if unreadable. */
export function readTeams(text: string): Record<string, PushKind[]> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, PushKind[]>)
      : {}
  } catch {
    return {}
  }
}
