/**
 * The registration services of this server process: the data layer, the mailer configured from
 * the environment, and the in-memory limiters and relay guard (one set per process).
 */
import { getLeagueSnapshot, pushRegistration } from '~/data/league.server.ts'
import { jsonLogger } from '~/data/log.server.ts'
import { getEnv, getNow } from '~/env.server.ts'

import { createMailer, outboxDirOf } from './mailer.server.ts'
import { registrationChoices } from './options.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import { RecentKeys } from './recent-keys.ts'
import { RecentRegistrations } from './relay-guard.ts'
import type { RegistrationServices } from './submit.server.ts'

const TEN_MINUTES = 10 * 60 * 1000

/** Registration posts (saved or refused) per client address per 10 minutes. */
export const SUBMISSIONS_PER_WINDOW = 10
/** Calls of the e-mail endpoint per client address per 10 minutes. */
export const EMAIL_REQUESTS_PER_WINDOW = 10

/** The season and division lists of the current league data. */
export async function loadRegistrationChoices() {
  const snapshot = await getLeagueSnapshot()
  return registrationChoices(snapshot.tree)
}

let services: RegistrationServices | undefined

export function registrationServices(): RegistrationServices {
  if (services) return services
  const env = getEnv()
  services = {
    registrationOpen: () => getEnv().REGISTRATION_OPEN,
    loadChoices: loadRegistrationChoices,
    push: (record) => pushRegistration(record),
    now: getNow,
    submissions: new SlidingWindowLimiter({ limit: SUBMISSIONS_PER_WINDOW, windowMs: TEN_MINUTES }),
    emailRequests: new SlidingWindowLimiter({
      limit: EMAIL_REQUESTS_PER_WINDOW,
      windowMs: TEN_MINUTES,
    }),
    recent: new RecentRegistrations(),
    saved: new RecentKeys(),
    mailed: new RecentKeys(),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM,
      outboxDir: outboxDirOf(env.DATA_DIR),
    }),
    contactEmail: env.CONTACT_EMAIL,
    publicUrl: env.PUBLIC_URL,
    minFillMs: env.REGISTRATION_MIN_FILL_SECONDS * 1000,
    clockMs: Date.now,
    log: jsonLogger,
  }
  return services
}
