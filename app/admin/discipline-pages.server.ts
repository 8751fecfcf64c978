/**
 * The discipline page's loader and action: the season's suspensions and fines, and the four
 * changes an operator makes to them. Signed-in operators only; every answer is `no-store`; the
 * action passes the Origin and CSRF checks, validates with the intent's schema, and writes
 * through the domain's discipline writers and the console's one way to the league.
 */
import { data, redirect } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  addFine,
  liftSuspension,
  setFinePayment,
  suspendPlayer,
  leagueToday,
  type WriteOutcome,
} from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView, DisciplineAnswer } from './answers.ts'
import {
  type DisciplineIntent,
  type DisciplineValues,
  isDisciplineIntent,
  parseDiscipline,
} from './discipline-form.ts'
import { type DisciplineView, disciplineView } from './discipline-views.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { consoleMeta } from './meta.ts'
import { NO_STORE, type Signed, checkPost, requireOperator } from './session.server.ts'

export const DISCIPLINE_NOTICES = ['suspended', 'lifted', 'fined', 'paid'] as const
export type DisciplineNotice = (typeof DISCIPLINE_NOTICES)[number]

const NOTICE_OF: Record<DisciplineIntent, DisciplineNotice> = {
  suspend: 'suspended',
  lift: 'lifted',
  fine: 'fined',
  pay: 'paid',
}

export type DisciplinePageView = ConsoleFrameView & {
  discipline?: DisciplineView
  notice?: DisciplineNotice
}

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

export async function loadDisciplinePage(
  request: Request,
): Promise<PageResult<DisciplinePageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, adminText(lang)('admin.discipline.title'))
  const current = await currentLeague()
  const discipline = current
    ? disciplineView(current.league, leagueToday(current.now), lang)
    : undefined
  if (!discipline) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const done = new URL(request.url).searchParams.get('done')
  const notice = DISCIPLINE_NOTICES.find((kind) => kind === done)
  return pageResult({ ...frame(signed), discipline, ...(notice ? { notice } : {}) }, 'ok', {
    meta,
    headers: NO_STORE,
  })
}

type Context = { seasonId: string; today: string; now: number }
type Plan = { action: string; target: string; writer: (tree: unknown) => WriteOutcome }

/** What each intent writes, and what the audit log calls it. */
const PLANS: { [I in DisciplineIntent]: (value: DisciplineValues[I], context: Context) => Plan } = {
  suspend: (value, { seasonId }) => ({
    action: 'suspension.added',
    target: `${seasonId}_Players/${value.playerId}`,
    writer: (tree) => suspendPlayer(tree, seasonId, value),
  }),
  lift: (value, { seasonId }) => ({
    action: 'suspension.lifted',
    target: `${seasonId}_Players/${value.playerId}`,
    writer: (tree) => liftSuspension(tree, seasonId, value.playerId),
  }),
  fine: (value, { seasonId, today, now }) => {
    const fineId = generatePushId(now)
    return {
      action: 'fine.added',
      target: `Team_Fines/${fineId}`,
      writer: (tree) => addFine(tree, seasonId, fineId, { ...value, updatedAt: today }),
    }
  },
  pay: (value, { today }) => ({
    action: 'fine.payment',
    target: `Team_Fines/${value.fineId}`,
    writer: (tree) => setFinePayment(tree, value.fineId, value.paymentStatus, today),
  }),
}

const planOf = <I extends DisciplineIntent>(
  intent: I,
  value: DisciplineValues[I],
  context: Context,
) => (PLANS[intent] as (value: DisciplineValues[I], context: Context) => Plan)(value, context)

export async function disciplineAction(request: Request) {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const { lang } = signed
  const intent = form.get('intent')
  if (!isDisciplineIntent(intent))
    throw data({ error: 'unknown intent' }, { status: 400, headers: NO_STORE })
  const current = await currentLeague()
  const seasonId = current?.league.seasonId
  if (!current || !seasonId)
    throw data({ error: 'no active season' }, { status: 503, headers: NO_STORE })

  const submission = parseDiscipline(intent, form)
  if (submission.status !== 'success') {
    const answer: DisciplineAnswer = { intent, result: submission.reply(), problem: 'invalid' }
    return data(answer, { status: 400, headers: NO_STORE })
  }
  const { action, target, writer } = planOf(intent, submission.value, {
    seasonId,
    today: leagueToday(current.now),
    now: current.now.getTime(),
  })
  const outcome = await writeLeagueChange(
    { operator: signed.operator.email, action, target, lang },
    writer,
  )
  if (!outcome.ok) {
    const answer: DisciplineAnswer = {
      intent,
      result: submission.reply(),
      problem: 'refused',
      reason: outcome.reason,
    }
    return data(answer, { status: 409, headers: NO_STORE })
  }
  throw redirect(localizedHref(`/admin/discipline?done=${NOTICE_OF[intent]}`, lang), {
    status: 303,
    headers: NO_STORE,
  })
}
