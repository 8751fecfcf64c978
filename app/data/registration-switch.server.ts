// The operators' switch, or REGISTRATION_OPEN until an operator has used it.
import { getConsoleStore } from './league.server.ts'
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'

const SETTING = 'registrationOpen'
const REGISTRATION_OPEN_PATH = 'console/settings/registrationOpen'

/**
 * Every public page asks (the page cache key); another process on the same store follows within a
 * second.
 */
const FRESH_MS = 1000
let memo: { at: number; open: boolean } | undefined

function read(): boolean {
  const stored = getConsoleStore().settings.get(SETTING)
  return typeof stored === 'boolean' ? stored : getEnv().REGISTRATION_OPEN
}

export function isRegistrationOpen(): boolean {
  const now = Date.now()
  if (!memo || now - memo.at >= FRESH_MS) memo = { at: now, open: read() }
  return memo.open
}

export function setRegistrationOpen(open: boolean, operator: string): boolean {
  const store = getConsoleStore()
  const changed = store.atomically(() => {
    const before = read()
    if (before === open) return false
    store.settings.set(SETTING, open, operator)
    store.recordAudit({
      operator,
      action: open ? 'registration.opened' : 'registration.closed',
      target: 'registration',
      before: { [REGISTRATION_OPEN_PATH]: before },
      after: { [REGISTRATION_OPEN_PATH]: open },
    })
    return true
  })
  memo = { at: Date.now(), open }
  if (changed) log('info', open ? 'registration opened' : 'registration closed', { operator })
  return changed
}

export function forgetRegistrationSwitch(): void {
  memo = undefined
}
