// The registration action, free of React Router so it can be tested with fakes.
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

/** 21 roster rows and every field at its limit, percent-encoded, stay well under this. */
export const MAX_FORM_BYTES = 128 * 1024

export type ActionOutcome =
  | { type: 'data'; status: number; data: RegistrationActionData; headers?: Record<string, string> }
  | { type: 'redirect'; location: string }

export type RegistrationServices = {
  /** The store's word, not a second old: a post is refused the moment registration closes. */
  registrationOpen(): Promise<boolean> | boolean
  loadChoices(): Promise<RegistrationChoices>
  push(record: RegistrationRecord, confirmation?: ConfirmationMessage): Promise<string>
  /** Without it (some tests), confirmations are sent once in the background after the save. */
  mailQueue?: { kick(): void }
  now(): Date
  submissions: SlidingWindowLimiter
  formEdits: SlidingWindowLimiter
  formKey: Buffer
  /** A global ceiling. */
  allSubmissions?: SlidingWindowLimiter
  emailRequests: SlidingWindowLimiter
  recent: RecentRegistrations
  saved: RecentKeys
  mailed: RecentKeys
  mailer: Mailer
  contactEmail: string
  log: Logger
  background?: (task: Promise<void>) => void
  /** Behind a proxy too. */
  publicUrl?: string
  minFillMs?: number
  /** `now` may be a fixed LEAGUE_NOW. */
  clockMs?: () => number
}

/** server/app.ts overwrites any the client sent. */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip')?.trim() || 'unknown'
}

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

export async function sendConfirmation(
  id: string,
  services: RegistrationServices,
): Promise<boolean> {
  const claim = services.recent.claimById(id)
  if (claim.status !== 'ok') return false
  return mailConfirmation(claim, services)
}

export function duplicateKey(record: RegistrationRecord): string {
  const team = record.teamName.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')
  return JSON.stringify([record.seasonId, team, confirmationRequest(record).to.toLowerCase()])
}

function isFormButton(intent: Intent): boolean {
  if (intent.type === 'reset') return !intent.payload.name
  return (
    (intent.type === 'insert' || intent.type === 'remove') &&
    (intent.payload.name === 'players' || intent.payload.name === 'goalkeepers')
  )
}

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
  if (!(await services.registrationOpen())) {
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
  const startedAt = formData.get(FILL_TIME_FIELD)
  const servedAtMs = verifiedStartedAt(startedAt, services.formKey)
  const kept = servedAtMs !== undefined ? { startedAt: startedAt as string } : {}

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

  // Without JavaScript the row buttons are round trips here; they count against a limit of their
  // own.
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

  // Every post counts before validation: a client must not make the server validate without end.
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
  // Only valid posts count: cheap junk from many addresses must not use up the room of a real
  // registration.
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
