// One set per process.
import { currentLeague } from '~/data/current-league.server.ts'
import { getMailQueue, pushRegistration } from '~/data/league.server.ts'
import { jsonLogger } from '~/data/log.server.ts'
import { MailSender } from '~/data/mail-queue.server.ts'
import { getEnv, getNow } from '~/env.server.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'

import { type Mailer, createMailer, outboxDirOf } from './mailer.server.ts'
import { registrationChoices } from './options.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import { RecentKeys } from './recent-keys.ts'
import { RecentRegistrations } from './relay-guard.ts'
import type { RegistrationServices } from './submit.server.ts'
import { formSigningKey } from './form-key.server.ts'
import { composeContactNotice, registrationConsoleLink } from './contact-notice.ts'
import { registrationOpenNow } from '~/data/registration-switch.server.ts'

const TEN_MINUTES = 10 * 60 * 1000

export const SUBMISSIONS_PER_WINDOW = 10
export const FORM_EDITS_PER_WINDOW = 120
export const EMAIL_REQUESTS_PER_WINDOW = 10

export async function loadRegistrationChoices() {
  const current = await currentLeague()
  if (!current) throw new Error('league data unavailable')
  return registrationChoices(current.acrossSeasons, getEnv().REGISTRATION_SEASON)
}

let services: RegistrationServices | undefined
let sender: MailSender | undefined
let mailer: Mailer | undefined

function envMailer(): Mailer {
  const env = getEnv()
  mailer ??= createMailer({
    smtpUrl: env.SMTP_URL || undefined,
    from: leagueContact().mailFrom,
    outboxDir: outboxDirOf(env.DATA_DIR),
  })
  return mailer
}

export function startMailSender(): void {
  if (sender) return
  const env = getEnv()
  sender = new MailSender({
    queue: getMailQueue(),
    send: (message) => envMailer().send(message),
    log: jsonLogger,
    retryMs: env.MAIL_RETRY_SECONDS * 1000,
    retryMaxMs: env.MAIL_RETRY_MAX_SECONDS * 1000,
    expireMs: env.MAIL_EXPIRE_HOURS * 3_600_000,
  })
  sender.start()
}

export function kickMailSender(): void {
  if (!sender) startMailSender()
  else sender.kick()
}

export async function stopMailSender(): Promise<void> {
  const current = sender
  sender = undefined
  await current?.stop()
}

export function registrationServices(): RegistrationServices {
  if (services) return services
  const env = getEnv()
  services = {
    registrationOpen: registrationOpenNow,
    loadChoices: loadRegistrationChoices,
    push: async (record, confirmation) => {
      const id = await pushRegistration(record, confirmation, (saved) =>
        composeContactNotice(record, {
          to: leagueContact().email,
          link: registrationConsoleLink(env.PUBLIC_URL, saved),
        }),
      )
      kickMailSender()
      return id
    },
    mailQueue: { kick: kickMailSender },
    now: getNow,
    submissions: new SlidingWindowLimiter({ limit: SUBMISSIONS_PER_WINDOW, windowMs: TEN_MINUTES }),
    formEdits: new SlidingWindowLimiter({ limit: FORM_EDITS_PER_WINDOW, windowMs: TEN_MINUTES }),
    formKey: formSigningKey(env.DATA_DIR),
    allSubmissions: new SlidingWindowLimiter({
      limit: env.REGISTRATION_GLOBAL_PER_MINUTE,
      windowMs: 60_000,
    }),
    emailRequests: new SlidingWindowLimiter({
      limit: EMAIL_REQUESTS_PER_WINDOW,
      windowMs: TEN_MINUTES,
    }),
    recent: new RecentRegistrations(),
    saved: new RecentKeys(),
    mailed: new RecentKeys(),
    mailer: envMailer(),
    contactEmail: leagueContact().email,
    publicUrl: env.PUBLIC_URL,
    minFillMs: env.REGISTRATION_MIN_FILL_SECONDS * 1000,
    clockMs: Date.now,
    log: jsonLogger,
  }
  return services
}
