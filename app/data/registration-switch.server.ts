// The operators' switch, or REGISTRATION_OPEN until an operator has used it.
import { getConsoleStore } from './league.server.ts'
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'

const SETTING = 'registrationOpen'
const REGISTRATION_OPEN_PATH = 'console/settings/registrationOpen'

/**
 * Every public page asks (the page cache key): the store is read at most once a second per
 * process, so another instance's change is followed within a second or so.
 */
const FRESH_MS = 1000
let memo: { at: number; open: boolean } | undefined
let reading: Promise<boolean> | undefined

async function read(): Promise<boolean> {
  const stored = await getConsoleStore().settings.get(SETTING)
  return typeof stored === 'boolean' ? stored : getEnv().REGISTRATION_OPEN
}

/** What the store holds, read again when the last read is a second old (one read at a time). */
export function registrationOpenNow(): Promise<boolean> {
  if (memo && Date.now() - memo.at < FRESH_MS) return Promise.resolve(memo.open)
  reading ??= read()
    .catch((error: unknown) => {
      // The last known state stands; the next read is a second away, not at every page.
      log('error', 'registration switch unreadable', { error })
      return memo?.open ?? getEnv().REGISTRATION_OPEN
    })
    .then((open) => {
      memo = { at: Date.now(), open }
      return open
    })
    .finally(() => {
      reading = undefined
    })
  return reading
}

/**
 * What the last read found, for the pages (synchronous: the page cache decides before any
 * loader); a read a second old starts the next. Before the first read (made at start),
 * REGISTRATION_OPEN.
 */
export function isRegistrationOpen(): boolean {
  void registrationOpenNow()
  return memo?.open ?? getEnv().REGISTRATION_OPEN
}

export async function setRegistrationOpen(open: boolean, operator: string): Promise<boolean> {
  const store = getConsoleStore()
  const before = await read()
  let changed = false
  if (before !== open) {
    await store.settings.set(SETTING, open, operator, {
      operator,
      action: open ? 'registration.opened' : 'registration.closed',
      target: 'registration',
      before: { [REGISTRATION_OPEN_PATH]: before },
      after: { [REGISTRATION_OPEN_PATH]: open },
    })
    changed = true
  }
  memo = { at: Date.now(), open }
  if (changed) log('info', open ? 'registration opened' : 'registration closed', { operator })
  return changed
}

export function forgetRegistrationSwitch(): void {
  memo = undefined
}
