import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  addFine,
  liftSuspension,
  setFinePayment,
  suspendPlayer,
  leagueToday,
  type WriteOutcome,
} from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { DisciplineAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import {
  type DisciplineIntent,
  type DisciplineValues,
  isDisciplineIntent,
  parseDiscipline,
} from './discipline-form.ts'
import {
  type DisciplineView,
  type SuspensionPrefill,
  disciplineView,
  suspensionPrefill,
} from './discipline-views.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { consoleMeta } from './meta.ts'

export const DISCIPLINE_NOTICES = ['suspended', 'lifted', 'fined', 'paid'] as const
export type DisciplineNotice = (typeof DISCIPLINE_NOTICES)[number]

const NOTICE_OF: Record<DisciplineIntent, DisciplineNotice> = {
  suspend: 'suspended',
  lift: 'lifted',
  fine: 'fined',
  pay: 'paid',
}

export type DisciplinePageView = {
  discipline?: DisciplineView
  notice?: DisciplineNotice
  prefill?: SuspensionPrefill
}

export async function loadDisciplinePage(
  request: Request,
): Promise<PageResult<DisciplinePageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, adminText(lang)('admin.discipline.title'))
  const current = await currentLeague()
  const discipline = current
    ? disciplineView(current.league, leagueToday(current.now), lang)
    : undefined
  if (!discipline) return pageResult({}, 'unavailable', { meta })
  const params = new URL(request.url).searchParams
  const notice = DISCIPLINE_NOTICES.find((kind) => kind === params.get('done'))
  const prefill = suspensionPrefill(params, discipline)
  return pageResult(
    { discipline, ...(notice ? { notice } : {}), ...(prefill ? { prefill } : {}) },
    'ok',
    { meta },
  )
}

type Context = { seasonId: string; today: string; now: number }
type Plan = { action: string; target: string; writer: (tree: unknown) => WriteOutcome }

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

export async function disciplineAction({
  signed,
  form,
}: OperatorPost): Promise<ActionResult<DisciplineAnswer>> {
  const { lang } = signed
  const intent = form.get('intent')
  if (!isDisciplineIntent(intent)) return actionRefusal(400, 'unknown intent')
  const current = await currentLeague()
  const seasonId = current?.league.seasonId
  if (!current || !seasonId) return actionRefusal(503, 'no active season')

  const submission = parseDiscipline(intent, form)
  if (submission.status !== 'success')
    return actionAnswer({ intent, result: submission.reply(), problem: 'invalid' }, 400)
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
    return actionAnswer(answer, 409)
  }
  return pageRedirect(localizedHref(`/admin/discipline?done=${NOTICE_OF[intent]}`, lang))
}
