/**
 * The loaders and actions of the registrations desk: the list (with the registration switch) and
 * a registration's page (its review). Signed-in operators only; every answer is `no-store`;
 * every post passes the Origin and CSRF checks, and every change is audited with its values
 * before and after. Registrations are read from the source each time: they are never in a
 * snapshot, so no public page or cache ever holds them.
 */
import { data, redirect } from 'react-router'

import { getConsoleStore, readRegistrations } from '~/data/league.server.ts'
import type { ExportedRegistration } from '~/data/registrations.ts'
import { deskText } from '~/admin/registration-desk-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { log } from '~/logger.server.ts'
import { isRegistrationOpen, setRegistrationOpen } from '~/data/registration-switch.server.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView, ReviewAnswer } from './answers.ts'
import { consoleMeta } from './meta.ts'
import {
  type RegistrationDetailView,
  type RegistrationsListView,
  registrationDetailView,
  registrationFilter,
  registrationsListView,
} from './registration-desk-view.ts'
import { parseReview, reviewChange, reviewOf } from './registration-review.ts'
import { NO_STORE, type Signed, checkPost, requireOperator } from './session.server.ts'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

/** The registrations, or undefined when the source cannot be read (the page says so). */
async function registrationsOrNothing(): Promise<ExportedRegistration[] | undefined> {
  try {
    return await readRegistrations()
  } catch (error) {
    log('error', 'console: registrations unavailable', { error })
    return undefined
  }
}

export type RegistrationsPageView = ConsoleFrameView & {
  list?: RegistrationsListView
  open: boolean
  /** The switch's confirm step (`?switch=open|close`), or what a switch just did. */
  confirm?: 'open' | 'close'
  switched?: 'opened' | 'closed'
}

export async function loadRegistrationsPage(
  request: Request,
): Promise<PageResult<RegistrationsPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, deskText(lang)('desk.list.title'))
  const params = new URL(request.url).searchParams
  const open = isRegistrationOpen()
  // The confirm step offers the one move that changes something.
  const move = open ? 'close' : 'open'
  const confirm = params.get('switch') === move ? move : undefined
  const done = params.get('switched')
  const switched = done === 'opened' || done === 'closed' ? done : undefined
  const base: RegistrationsPageView = { ...frame(signed), open, confirm, switched }
  const registrations = await registrationsOrNothing()
  if (!registrations) return pageResult(base, 'unavailable', { meta, headers: NO_STORE })
  const list = registrationsListView(
    registrations,
    getConsoleStore().reviews.all(),
    lang,
    registrationFilter(params),
  )
  return pageResult({ ...base, list }, 'ok', { meta, headers: NO_STORE })
}

/** The switch: opens or closes registration (the confirm step posts here). */
export async function registrationsAction(request: Request) {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const intent = form.get('intent')
  if (intent !== 'open' && intent !== 'close')
    throw data({ error: 'unknown intent' }, { status: 400, headers: NO_STORE })
  setRegistrationOpen(intent === 'open', signed.operator.email)
  const switched = intent === 'open' ? 'opened' : 'closed'
  throw redirect(localizedHref(`/admin/registrations?switched=${switched}`, signed.lang), {
    status: 303,
    headers: NO_STORE,
  })
}

export type RegistrationPageView = ConsoleFrameView & {
  registration?: RegistrationDetailView
  saved?: boolean
}

export async function loadRegistrationPage(
  request: Request,
  registrationId: string | undefined,
): Promise<PageResult<RegistrationPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, deskText(lang)('desk.page.title'))
  const registrations = await registrationsOrNothing()
  if (!registrations) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const found = registrations.find((r) => r.id === registrationId)
  if (!found) return pageResult(frame(signed), 'not-found', { meta, headers: NO_STORE })
  const registration = registrationDetailView(found, getConsoleStore().reviews.all(), lang)
  const saved = new URL(request.url).searchParams.get('saved') === '1'
  return pageResult({ ...frame(signed), registration, ...(saved ? { saved } : {}) }, 'ok', {
    meta: consoleMeta(lang, registration.team || deskText(lang)('desk.page.title')),
    headers: NO_STORE,
  })
}

/** A registration's review: its status and private notes, audited when they change. */
export async function registrationReviewAction(
  request: Request,
  registrationId: string | undefined,
) {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const registrations = await registrationsOrNothing()
  if (!registrations)
    throw data({ error: 'registrations unavailable' }, { status: 503, headers: NO_STORE })
  const found = registrations.find((r) => r.id === registrationId)
  if (!found || !registrationId)
    throw data({ error: 'no such registration' }, { status: 404, headers: NO_STORE })
  const submission = parseReview(form)
  if (submission.status !== 'success') {
    const answer: ReviewAnswer = { result: submission.reply(), problem: 'invalid' }
    return data(answer, { status: 400, headers: NO_STORE })
  }
  const store = getConsoleStore()
  const outcome = store.atomically(() => {
    const change = reviewChange(
      registrationId,
      reviewOf(store.reviews.get(registrationId)),
      submission.value,
    )
    if (change.kind !== 'changed') return change
    store.reviews.set(registrationId, submission.value, signed.operator.email)
    store.recordAudit({
      operator: signed.operator.email,
      action: 'registration.reviewed',
      target: registrationId,
      before: change.before,
      after: change.after,
    })
    return change
  })
  if (outcome.kind === 'refused') {
    const answer: ReviewAnswer = { result: submission.reply(), problem: 'refused' }
    return data(answer, { status: 409, headers: NO_STORE })
  }
  if (outcome.kind === 'changed')
    log('info', 'console registration reviewed', {
      operator: signed.operator.email,
      registration: registrationId,
    })
  const to = `/admin/registrations/${encodeURIComponent(registrationId)}?saved=1`
  throw redirect(localizedHref(to, signed.lang), { status: 303, headers: NO_STORE })
}
