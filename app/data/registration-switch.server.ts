/**
 * Whether registration is open (docs/product.md#registration): the operators' switch in the
 * console's store, or REGISTRATION_OPEN until an operator has used it. The public registration
 * page, its action, the navigation's link (the root loader) and the page cache's key all read it
 * here, so a switch takes effect at once, without a restart.
 */
import { getConsoleStore } from './league.server.ts'
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'

const SETTING = 'registrationOpen'
/** The audit log's path of the switch (console data, not the league tree's). */
const REGISTRATION_OPEN_PATH = 'console/settings/registrationOpen'

/**
 * Read again at most once a second: every public page asks (the page cache's key), and another
 * process on the same store follows within that second. This process's own switch is seen at once.
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

/**
 * Opens or closes registration for operator `operator`, audited with the state before and after.
 * Returns false when it was already so (nothing is written then).
 */
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

/** Forgets the remembered state (tests; a store replaced under the process). */
export function forgetRegistrationSwitch(): void {
  memo = undefined
}
