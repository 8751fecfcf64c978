import type { RulesDocument } from '~/content/types.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { leagueRules } from '~/league-profile/current.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

export type RulesPageView = { document: RulesDocument }

export async function loadRulesPage(request: Request): Promise<PageResult<RulesPageView>> {
  const { lang } = resolveLanguage(request)
  const document = leagueRules()[lang]
  const description = document.description.replaceAll('{email}', leagueContact().email)
  return pageResult({ document }, 'ok', { meta: pageMeta(lang, document.title, description) })
}
