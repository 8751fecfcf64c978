import { currentLeague } from '~/data/current-league.server.ts'
import { getConsoleStore } from '~/data/league.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { AUDIT_PAGE_SIZE, type AuditView, auditView } from './audit-view.ts'
import { consoleMeta } from './meta.ts'

export type AuditPageView = { audit: AuditView; paged: boolean }

export async function loadAuditPage(request: Request): Promise<PageResult<AuditPageView>> {
  const { lang } = resolveLanguage(request)
  const before = (new URL(request.url).searchParams.get('before') ?? '').slice(0, 40)
  const paged = before !== ''
  const store = getConsoleStore()
  const entries = await store.auditEntries(AUDIT_PAGE_SIZE + 1, paged ? before : undefined)
  const current = await currentLeague()
  const audit = auditView(
    entries.slice(0, AUDIT_PAGE_SIZE),
    lang,
    entries.length > AUDIT_PAGE_SIZE,
    {
      ...(current ? { league: current.league, seasons: current.acrossSeasons } : {}),
      operators: await store.operatorNames(),
    },
  )
  return pageResult({ audit, paged }, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.audit.title')),
  })
}
