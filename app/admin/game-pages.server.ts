import { currentLeague } from '~/data/current-league.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import {
  type SheetView,
  type SuspensionOffer,
  type TonightView,
  gameLabel,
  keeperIds,
  sheetView,
  suspensionOffers,
  tonightView,
} from './console-views.ts'
import type { SheetAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { consoleMeta } from './meta.ts'
import { parseResultSheet, toGameResult } from './result-form.ts'
import { saveResult, takeResultBack } from './result.server.ts'

export type TonightPageView = {
  tonight?: TonightView
  notice?: { kind: 'saved' | 'unfinished'; game: string }
  /** After a result with red cards: the suspensions the rules call for, one tap from the form. */
  suspensions?: SuspensionOffer[]
}

export async function loadTonightPage(request: Request): Promise<PageResult<TonightPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, adminText(lang)('admin.tonight.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const params = new URL(request.url).searchParams
  const noticeOf = (kind: 'saved' | 'unfinished') => {
    const id = params.get(kind)
    const game = id ? gameLabel(current.league, id, lang) : undefined
    return game ? { notice: { kind, game } } : {}
  }
  const saved = params.get('saved')
  const suspensions = saved ? suspensionOffers(current.league, saved, lang) : []
  const view = {
    tonight: tonightView(current.league, current.now, lang),
    ...noticeOf('unfinished'),
    ...noticeOf('saved'),
    ...(suspensions.length > 0 ? { suspensions } : {}),
  }
  return pageResult(view, 'ok', { meta })
}

export type SheetPageView = { sheet?: SheetView }

export async function loadSheetPage(
  request: Request,
  matchId: string | undefined,
): Promise<PageResult<SheetPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, adminText(lang)('admin.sheet.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const sheet = matchId ? sheetView(current.league, matchId, lang) : undefined
  if (!sheet) return pageResult({}, 'not-found', { meta })
  return pageResult({ sheet }, 'ok', { meta })
}

export async function sheetAction(
  { signed, form }: OperatorPost,
  matchId: string | undefined,
): Promise<ActionResult<SheetAnswer>> {
  const { lang } = signed
  const current = await currentLeague()
  const sheet = current && matchId ? sheetView(current.league, matchId, lang) : undefined
  const match =
    current && matchId ? current.league.matches.find((m) => m.id === matchId) : undefined
  if (!sheet || !match) return actionRefusal(404, 'no such game')
  const game = {
    operator: signed.operator.email,
    ref: { seasonId: match.seasonId, gameId: match.id },
    wasFinished: sheet.game.finished,
    lang,
  }
  const done = (kind: 'saved' | 'unfinished') =>
    pageRedirect(localizedHref(`/admin?${kind}=${encodeURIComponent(match.id)}`, lang))
  if (form.get('intent') === 'unfinish') {
    const outcome = await takeResultBack(game)
    return outcome.ok ? done('unfinished') : actionRefusal(409, outcome.reason)
  }
  const submission = parseResultSheet(form)
  if (submission.status !== 'success')
    return actionAnswer({ result: submission.reply(), problem: 'invalid' }, 400)
  const outcome = await saveResult(game, toGameResult(submission.value, keeperIds(sheet)))
  if (!outcome.ok)
    return actionAnswer(
      { result: submission.reply(), problem: 'refused', reason: outcome.reason },
      409,
    )
  return done('saved')
}
