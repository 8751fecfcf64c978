import { currentLeague } from '~/data/current-league.server.ts'
import { getEnv } from '~/env.server.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import {
  type HomeData,
  type HomeView,
  buildHomeView,
  homeParams,
  unavailableHomeView,
} from './home.ts'
import { resolveImages } from '~/data/images.server.ts'
import { jsonLdMeta, sportsOrganizationJsonLd, webSiteJsonLd } from './structured-data.ts'

export type { HomeData }

async function resolveHomeImages(view: HomeView): Promise<HomeData> {
  const [news, strikers, sponsors] = await Promise.all([
    resolveImages(view.news, 'news'),
    resolveImages(view.standings.strikers, 'player'),
    resolveImages(view.sponsors, 'sponsor'),
  ])
  return { ...view, news, standings: { ...view.standings, strikers }, sponsors }
}

function homeJsonLd(lang: Lang) {
  const env = getEnv()
  const context = { publicUrl: env.PUBLIC_URL, lang }
  const contact = leagueContact()
  const sameAs = contact.social.map((link) => link.url)
  return jsonLdMeta(
    sportsOrganizationJsonLd(context, { email: contact.email, sameAs }),
    webSiteJsonLd(context),
  )
}

export async function loadHomePage(request: Request): Promise<PageResult<HomeData>> {
  const { lang } = resolveLanguage(request)
  const search = new URL(request.url).searchParams
  const newsId = search.get('news')?.trim()
  if (newsId) return pageRedirect(localizedHref(`/news/${encodeURIComponent(newsId)}`, lang))
  const head = {
    meta: pageMeta(lang, undefined, translator(lang)('home.metaDescription')),
    jsonLd: homeJsonLd(lang),
  }
  const current = await currentLeague()
  if (!current)
    return pageResult(await resolveHomeImages(unavailableHomeView()), 'unavailable', head)
  const params = homeParams(search)
  const view = buildHomeView({ ...current, lang, params })
  return pageResult(await resolveHomeImages(view), 'ok', head)
}
