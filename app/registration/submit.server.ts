/**
 * The registration action (docs/product.md#registration), free of React Router so it can be tested
 * with fakes: validate with the shared schema, check the season and division against the current
 * league data, push the record, then send the confirmation in the background. Honeypot posts
 * and repeats of a registration saved within the hour are answered like a success and never
 * saved; each address gets a few posts per window, counted before any validation runs.
 */
import { type Intent, parse } from '@conform-to/react'

import type { Logger } from '~/data/log.server.ts'
import type { Lang } from '~/i18n/language.ts'

import { BodyTooLargeError, readFormLimited } from './body.server.ts'
import { isCrossSitePost } from './cross-site.ts'
import { type ConfirmationMessage, composeConfirmation } from './email-message.ts'
import { FILL_TIME_FIELD, postedTooFast } from './fill-time.ts'
import { verifiedStartedAt } from './form-key.server.ts'
import {
  ENHANCED_FIELD,
  type RegistrationActionData,
  type RegistrationResult,
  SUBMITTED_LOCATION,
  formFields,
  honeypotFilled,
} from './form-data.ts'
import type { Mailer } from './mailer.server.ts'
import { type RegistrationChoices, resolveChoice } from './options.ts'
import type { SlidingWindowLimiter } from './rate-limit.ts'
import type { RecentKeys } from './recent-keys.ts'
import {
  type RegistrationRecord,
  allowedAddresses,
  confirmationRequest,
  toSubmissionRecord,
} from './record.ts'
import type { ConfirmationContent, RecentRegistrations } from './relay-guard.ts'
import { isoToday, parseRegistration, problemKind } from './schema.ts'

/**
 * The largest form accepted: 21 roster rows and every field at its limit, percent-encoded
 * (up to 9 bytes a character), stays well under this.
 */
export const MAX_FORM_BYTES = 128 * 1024

export type ActionOutcome =
  | { type: 'data'; status: number; data: RegistrationActionData; headers?: Record<string, string> }
  | { type: 'redirect'; location: string }

export type RegistrationServices = {
  /** The operator's switch (REGISTRATION_OPEN): closed, every post is refused and nothing saved. */
  registrationOpen(): boolean
  /** Seasons and divisions of the current league data. */
  loadChoices(): Promise<RegistrationChoices>
  /**
   * Pushes the record under RegisterTeamForm (durably) and, with `mailQueue`, queues its
   * confirmation in the same transaction; resolves with its push id.
   */
  push(record: RegistrationRecord, confirmation?: ConfirmationMessage): Promise<string>
  /**
   * The durable e-mail queue's sender (the server's): confirmations are handed to `push` and
   * sent, retried and expired by it. Without it (some tests), they are sent once in the
   * background after the save.
   */
  mailQueue?: { kick(): void }
  now(): Date
  /** Registration posts per client address, valid or not. */
  submissions: SlidingWindowLimiter
  /** Posts that only add or remove a roster row (no JavaScript), per client address. */
  formEdits: SlidingWindowLimiter
  /** Signs and verifies the instant the form was served (form-key.server.ts). */
  formKey: Buffer
  /** Registration posts from all addresses together (one key): a global ceiling. */
  allSubmissions?: SlidingWindowLimiter
  emailRequests: SlidingWindowLimiter
  recent: RecentRegistrations
  /** Registrations saved within the hour (team, season, recipient): a repeat is not saved again. */
  saved: RecentKeys
  /** Addresses a confirmation went to within the hour: at most one e-mail each. */
  mailed: RecentKeys
  mailer: Mailer
  contactEmail: string
  log: Logger
  /** Receives the background e-mail task (tests await it). */
  background?: (task: Promise<void>) => void
  /** PUBLIC_URL: posts from this origin are the site's own (behind a proxy too). */
  publicUrl?: string
  /** A form posted sooner than this after its page was served is refused (0 or absent: off). */
  minFillMs?: number
  /** The real clock in ms (the form's timing; `now` may be a fixed LEAGUE_NOW). */
  clockMs?: () => number
}

/** The client address server/app.ts hands over in `x-client-ip` (it overwrites any sent by the client). */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip')?.trim() || 'unknown'
}

/**
 * Mails a claimed confirmation, at most once per address per hour; a failure is only logged
 * and gives both claims back.
 */
export async function mailConfirmation(
  claim: { id: string; content: ConfirmationContent },
  services: RegistrationServices,
  fields: Record<string, unknown> = {},
  to?: string,
): Promise<boolean> {
  const message = composeConfirmation(claim.content, { to, contactEmail: services.contactEmail })
  const address = message.to.trim().toLowerCase()
  if (!services.mailed.claim(address)) {
    services.recent.release(claim.id)
    services.log('info', 'registration e-mail skipped: address mailed within the hour', {
      registration: claim.id,
      ...fields,
    })
    return false
  }
  try {
    const result = await services.mailer.send(message)
    services.log('info', 'registration e-mail sent', {
      registration: claim.id,
      transport: result.transport,
      ...fields,
    })
    return true
  } catch (error) {
    services.mailed.release(address)
    services.recent.release(claim.id)
    services.log('warn', 'registration e-mail failed', { registration: claim.id, error, ...fields })
    return false
  }
}

/** Sends the confirmation of registration `id` once (the send that follows the save). */
export async function sendConfirmation(
  id: string,
  services: RegistrationServices,
): Promise<boolean> {
  const claim = services.recent.claimById(id)
  if (claim.status !== 'ok') return false
  return mailConfirmation(claim, services)
}

/** What makes two posts the same registration: team, season and the confirmation's address. */
export function duplicateKey(record: RegistrationRecord): string {
  const team = record.teamName.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')
  return JSON.stringify([record.seasonId, team, confirmationRequest(record).to.toLowerCase()])
}

/** The intents a page without JavaScript posts: a roster row added or removed, Reset. */
function isFormButton(intent: Intent): boolean {
  if (intent.type === 'reset') return !intent.payload.name
  return (
    (intent.type === 'insert' || intent.type === 'remove') &&
    (intent.payload.name === 'players' || intent.payload.name === 'goalkeepers')
  )
}

/**
 * Conform's reading of the post without validating it: its intent (a row added or removed, the
 * form reset; null for a submission) and what was typed, to show again. Throws on a malformed
 * intent or one no button of the form posts.
 */
function readPost(fields: FormData): { intent: Intent | null; kept: RegistrationResult } {
  let intent: Intent | null = null
  const submission = parse(fields, {
    resolve(_payload, posted) {
      if (posted && !isFormButton(posted)) throw new Error('unknown intent')
      intent = posted
      return { error: {} }
    },
  })
  return { intent: intent as Intent | null, kept: submission.reply() as RegistrationResult }
}

export async function handleRegistrationAction(
  request: Request,
  lang: Lang,
  services: RegistrationServices,
): Promise<ActionOutcome> {
  let formData: FormData
  try {
    formData = await readFormLimited(request, MAX_FORM_BYTES)
  } catch (error) {
    // A post that cannot even be read still counts toward its address's limit.
    services.submissions.hit(clientIp(request))
    const tooLarge = error instanceof BodyTooLargeError
    return {
      type: 'data',
      status: tooLarge ? 413 : 400,
      data: { status: 'error', reason: 'bad-request' },
    }
  }
  // Registration closed: refused whatever the post asks (the page shows no form then).
  if (!services.registrationOpen()) {
    services.log('info', 'registration refused: registration is closed')
    return { type: 'data', status: 403, data: { status: 'error', reason: 'closed' } }
  }
  const fields = formFields(formData)
  let post: ReturnType<typeof readPost>
  try {
    post = readPost(fields)
  } catch {
    services.submissions.hit(clientIp(request))
    return { type: 'data', status: 400, data: { status: 'error', reason: 'bad-request' } }
  }
  const { intent, kept: typed } = post
  const enhanced = formData.get(ENHANCED_FIELD) === '1'
  // Handed back with every answer that shows the form again, so a page rendered anew (without
  // JavaScript) keeps the time its form was first served.
  const startedAt = formData.get(FILL_TIME_FIELD)
  const servedAtMs = verifiedStartedAt(startedAt, services.formKey)
  const kept = servedAtMs !== undefined ? { startedAt: startedAt as string } : {}

  // A post from another site's page (a forged form) is refused whatever it asks, and counts.
  if (isCrossSitePost(request, services.publicUrl)) {
    services.submissions.hit(clientIp(request))
    services.log('warn', 'registration refused: cross-site post', {
      site: request.headers.get('sec-fetch-site') ?? undefined,
      origin: request.headers.get('origin')?.slice(0, 200) ?? undefined,
    })
    return {
      type: 'data',
      status: 403,
      data: { status: 'error', reason: 'cross-site', result: typed, ...kept },
    }
  }

  // Without JavaScript, Reset and the row buttons (Conform's intents) are round trips to this
  // action: the form comes back as typed, one row more or less, and nothing is validated.
  // They count too, against a limit of their own: a roster is built row by row.
  if (intent) {
    const edits = services.formEdits.hit(clientIp(request))
    if (!edits.allowed) {
      services.log('warn', 'registration rate limited', { ip: clientIp(request) })
      return {
        type: 'data',
        status: 429,
        data: { status: 'error', reason: 'rate-limited', result: typed, ...kept },
        headers: { 'Retry-After': String(edits.retryAfterSeconds) },
      }
    }
  }
  if (intent?.type === 'reset') return { type: 'redirect', location: '/registration' }
  if (intent)
    return { type: 'data', status: 200, data: { status: 'edited', result: typed, ...kept } }

  const success: ActionOutcome = enhanced
    ? { type: 'data', status: 200, data: { status: 'success' } }
    : { type: 'redirect', location: SUBMITTED_LOCATION }

  // Every post counts, valid or not, before any validation runs: refused posts cost the
  // server work too, and a client must not be able to make it validate without end.
  const limit = services.submissions.hit(clientIp(request))
  if (!limit.allowed) {
    services.log('warn', 'registration rate limited', { ip: clientIp(request) })
    return {
      type: 'data',
      status: 429,
      data: { status: 'error', reason: 'rate-limited', result: typed, ...kept },
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    }
  }
  if (honeypotFilled(formData)) {
    services.log('info', 'registration honeypot filled: not saved')
    return success
  }

  // Filled faster than a person could: refused politely, without saying why.
  const nowMs = (services.clockMs ?? Date.now)()
  if (postedTooFast(servedAtMs, nowMs, services.minFillMs ?? 0)) {
    services.log('info', 'registration posted too soon after the form was served: not saved')
    return {
      type: 'data',
      status: 400,
      data: { status: 'error', reason: 'not-sent', result: typed, ...kept },
    }
  }

  const now = services.now()
  const submission = parseRegistration(fields, { today: isoToday(now) })
  if (submission.status !== 'success') {
    return {
      type: 'data',
      status: 400,
      data: {
        status: 'invalid',
        problem: problemKind(submission.error ?? {}),
        result: submission.reply(),
        ...kept,
      },
    }
  }
  // A ceiling for all addresses together (a flood of registrations from many addresses). Only
  // posts that pass validation count: junk from many addresses, which costs little, must not
  // use up the room a team's real registration needs.
  const overall = services.allSubmissions?.hit('*')
  if (overall && !overall.allowed) {
    services.log('warn', 'registration refused: global ceiling reached', { ip: clientIp(request) })
    return {
      type: 'data',
      status: 429,
      data: { status: 'error', reason: 'rate-limited', result: typed, ...kept },
      headers: { 'Retry-After': String(overall.retryAfterSeconds) },
    }
  }
  const registration = submission.value

  let choices: RegistrationChoices
  try {
    choices = await services.loadChoices()
  } catch (error) {
    services.log('error', 'registration: league data unavailable', { error })
    return {
      type: 'data',
      status: 503,
      data: { status: 'error', reason: 'unavailable', result: typed, ...kept },
    }
  }
  const choice = resolveChoice(choices, registration.season, registration.division)
  if (!choice.ok) {
    const reply = submission.reply({ fieldErrors: { [choice.field]: { code: choice.code } } })
    return {
      type: 'data',
      status: 400,
      data: { status: 'invalid', problem: 'invalid', result: reply, ...kept },
    }
  }

  const record = toSubmissionRecord(registration, choice, { lang, now })
  // A second click, a reload or a retry of a registration saved within the hour: the visitor
  // gets the same success, the league one record.
  const duplicate = duplicateKey(record)
  if (!services.saved.claim(duplicate)) {
    services.log('info', 'registration repeated within the hour: not saved again')
    return success
  }
  const content: ConfirmationContent = {
    ...confirmationRequest(record),
    seasonNameLocal: lang === 'fr' ? record.seasonNameF : record.seasonNameE,
    lang,
  }
  // With the durable queue, the confirmation is saved with the registration (one transaction)
  // and sent by the queue's sender, which retries while the mail server is down; at most one
  // per address per hour.
  let queued: { message: ConfirmationMessage; address: string } | undefined
  if (services.mailQueue) {
    const message = composeConfirmation(content, { contactEmail: services.contactEmail })
    const address = message.to.trim().toLowerCase()
    if (services.mailed.claim(address)) queued = { message, address }
  }
  let id: string
  try {
    id = await services.push(record, queued?.message)
  } catch (error) {
    services.saved.release(duplicate)
    if (queued) services.mailed.release(queued.address)
    services.log('error', 'registration could not be saved', { error })
    return {
      type: 'data',
      status: 500,
      data: { status: 'error', reason: 'unavailable', result: typed, ...kept },
    }
  }
  services.log('info', 'registration saved', {
    registration: id,
    mail: queued ? 'queued' : undefined,
  })

  services.recent.remember(id, allowedAddresses(record), content)
  if (services.mailQueue) {
    if (queued) {
      // The queued e-mail is this registration's one send: the endpoint does not send another.
      services.recent.claimById(id)
      services.mailQueue.kick()
    } else {
      services.log('info', 'registration e-mail skipped: address mailed within the hour', {
        registration: id,
      })
    }
    return success
  }
  const task = sendConfirmation(id, services).then(() => undefined)
  services.background?.(task)
  return success
}
