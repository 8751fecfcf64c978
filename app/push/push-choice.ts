// Which kinds for which team, kept on the device; the server gets the whole map with the browser's
// subscription (docs/product.md#notifications).
import { PUSH_KINDS, type PushKind } from '~/league/index.ts'

export const PUSH_STORAGE_KEY = 'push:teams'

export type PushChoices = Readonly<Record<string, readonly PushKind[]>>

export function parsePushChoices(raw: string | null | undefined): PushChoices {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    const choices: Record<string, PushKind[]> = {}
    for (const [teamId, kinds] of Object.entries(value as Record<string, unknown>)) {
      if (!Array.isArray(kinds)) continue
      const known = PUSH_KINDS.filter((kind) => kinds.includes(kind))
      if (known.length > 0) choices[teamId] = known
    }
    return choices
  } catch {
    return {}
  }
}

export function withTeamChoice(
  choices: PushChoices,
  teamId: string,
  kinds: readonly PushKind[],
): PushChoices {
  const { [teamId]: _dropped, ...others } = choices
  const known = PUSH_KINDS.filter((kind) => kinds.includes(kind))
  return known.length > 0 ? { ...others, [teamId]: known } : others
}

export type PushSupport = 'ready' | 'unsupported' | 'install-first' | 'blocked'

/** iOS and iPadOS deliver Web Push only to a site added to the Home Screen. */
export function pushSupport(browser: {
  hasPush: boolean
  permission?: 'default' | 'granted' | 'denied'
  appleMobile: boolean
  standalone: boolean
}): PushSupport {
  if (!browser.hasPush)
    return browser.appleMobile && !browser.standalone ? 'install-first' : 'unsupported'
  if (browser.permission === 'denied') return 'blocked'
  return 'ready'
}

export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
