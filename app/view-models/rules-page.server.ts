import type { RulesDocument } from '~/content/types.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { frenchSpacing } from '~/league/index.ts'
import { leagueRules } from '~/league-profile/current.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

export type RulesPageView = { document: RulesDocument }

export async function loadRulesPage(request: Request): Promise<PageResult<RulesPageView>> {
  const { lang } = resolveLanguage(request)
  // The profile's rules are the league's own Markdown: spaced at render like the interface.
  const written = leagueRules()[lang]
  const document = lang === 'fr' ? spaced(written) : written
  const description = document.description.replaceAll('{email}', leagueContact().email)
  return pageResult({ document }, 'ok', { meta: pageMeta(lang, document.title, description) })
}

function spaced<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T
  if (Array.isArray(value)) return value.map(spaced) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spaced(item)])) as T
  return value
}
