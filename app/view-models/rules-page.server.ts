import type { RulesDocument } from '~/content/types.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { leagueRules } from '~/league-profile/current.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

export type RulesPageView = { document: RulesDocument }

/**
 * The /rules page: the league profile's own rules when it has them, else the site's
 * (docs/product.md#rules). The text does not depend on the league's data, so it is always there.
 */
export async function loadRulesPage(request: Request): Promise<PageResult<RulesPageView>> {
  const { lang } = resolveLanguage(request)
  const document = leagueRules()[lang]
  // A hand-written description is the file's first paragraph, which may name the address.
  const description = document.description.replaceAll('{email}', leagueContact().email)
  return pageResult({ document }, 'ok', { meta: pageMeta(lang, document.title, description) })
}
