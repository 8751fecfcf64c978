// Every change is audited with its values before and after.
import { getConsoleStore, readRegistrations } from '~/data/league.server.ts'
import type { ExportedRegistration } from '~/data/registrations.ts'
import { deskText } from '~/admin/registration-desk-text.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { log } from '~/logger.server.ts'
import { isRegistrationOpen, setRegistrationOpen } from '~/data/registration-switch.server.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { ReviewAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { consoleMeta } from './meta.ts'
import {
  type RegistrationDetailView,
  type RegistrationsListView,
  registrationDetailView,
  registrationFilter,
  registrationsListView,
  reviewStateView,
} from './registration-desk-view.ts'
import { parseReview, reviewChange, reviewOf, seenVersion } from './registration-review.ts'

async function registrationsOrNothing(): Promise<ExportedRegistration[] | undefined> {
  try {
    return await readRegistrations()
  } catch (error) {
    log('error', 'console: registrations unavailable', { error })
    return undefined
  }
}

export type RegistrationsPageView = {
  list?: RegistrationsListView
  open: boolean
  confirm?: 'open' | 'close'
  switched?: 'opened' | 'closed'
}

export async function loadRegistrationsPage(
  request: Request,
): Promise<PageResult<RegistrationsPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, deskText(lang)('desk.list.title'))
  const params = new URL(request.url).searchParams
  const open = isRegistrationOpen()
  const move = open ? 'close' : 'open'
  const confirm = params.get('switch') === move ? move : undefined
  const done = params.get('switched')
  const switched = done === 'opened' || done === 'closed' ? done : undefined
  const base: RegistrationsPageView = { open, confirm, switched }
  const registrations = await registrationsOrNothing()
  if (!registrations) return pageResult(base, 'unavailable', { meta })
  const list = registrationsListView(
    registrations,
    await getConsoleStore().reviews.all(),
    lang,
    registrationFilter(params),
  )
  return pageResult({ ...base, list }, 'ok', { meta })
}

export async function registrationsAction({
  signed,
  form,
}: OperatorPost): Promise<ActionResult<never>> {
  const intent = form.get('intent')
  if (intent !== 'open' && intent !== 'close') return actionRefusal(400, 'unknown intent')
  await setRegistrationOpen(intent === 'open', signed.operator.email)
  const switched = intent === 'open' ? 'opened' : 'closed'
  return pageRedirect(localizedHref(`/admin/registrations?switched=${switched}`, signed.lang))
}

export type RegistrationPageView = {
  registration?: RegistrationDetailView
  saved?: boolean
}

export async function loadRegistrationReviewPage(
  request: Request,
  registrationId: string | undefined,
): Promise<PageResult<RegistrationPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, deskText(lang)('desk.page.title'))
  const registrations = await registrationsOrNothing()
  if (!registrations) return pageResult({}, 'unavailable', { meta })
  const found = registrations.find((r) => r.id === registrationId)
  if (!found) return pageResult({}, 'not-found', { meta })
  const registration = registrationDetailView(found, await getConsoleStore().reviews.all(), lang)
  const saved = new URL(request.url).searchParams.get('saved') === '1'
  return pageResult({ registration, ...(saved ? { saved } : {}) }, 'ok', {
    meta: consoleMeta(lang, registration.team || deskText(lang)('desk.page.title')),
  })
}

export async function registrationReviewAction(
  { signed, form }: OperatorPost,
  registrationId: string | undefined,
): Promise<ActionResult<ReviewAnswer>> {
  const registrations = await registrationsOrNothing()
  if (!registrations) return actionRefusal(503, 'registrations unavailable')
  const found = registrations.find((r) => r.id === registrationId)
  if (!found || !registrationId) return actionRefusal(404, 'no such registration')
  const submission = parseReview(form)
  if (submission.status !== 'success')
    return actionAnswer({ result: submission.reply(), problem: 'invalid' }, 400)
  const store = getConsoleStore()
  const seen = seenVersion(form)
  const stored = await store.reviews.get(registrationId)
  const outcome = reviewChange(registrationId, reviewOf(stored), submission.value)
  // Another operator saved since this form was drawn: nothing is written, what was typed stays.
  const conflict = async (): Promise<ActionResult<ReviewAnswer>> =>
    actionAnswer(
      {
        result: submission.reply(),
        problem: 'conflict',
        current: reviewStateView(await store.reviews.get(registrationId), signed.lang),
      },
      409,
    )
  if (outcome.kind !== 'unchanged' && (stored?.updatedAt ?? 0) !== seen) return conflict()
  if (outcome.kind === 'refused')
    return actionAnswer({ result: submission.reply(), problem: 'refused' }, 409)
  if (outcome.kind === 'changed') {
    const written = await store.reviews.set(
      registrationId,
      submission.value,
      signed.operator.email,
      {
        operator: signed.operator.email,
        action: 'registration.reviewed',
        target: registrationId,
        before: outcome.before,
        after: outcome.after,
      },
      seen,
    )
    if (!written) return conflict()
    log('info', 'console registration reviewed', {
      operator: signed.operator.email,
      registration: registrationId,
    })
  }
  const to = `/admin/registrations/${encodeURIComponent(registrationId)}?saved=1`
  return pageRedirect(localizedHref(to, signed.lang))
}
