import { data } from 'react-router'

import type { Route } from './+types/preseason'
import { PreseasonPageContent } from '~/components/preseason/preseason-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadPreseasonPage } from '~/view-models/preseason.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('preseason.title'), t('preseason.description'))
}

/** When the league data is unavailable the page says so, with 503 so it is not cached. */
export async function loader({ request }: Route.LoaderArgs) {
  const view = await loadPreseasonPage(request)
  if (view.banner.kind !== 'error') return data(view)
  return data(view, { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } })
}

/** Keeps the root's headers (the language cookie) and adds the loader's. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of loaderHeaders) merged.set(name, value)
  return merged
}

export default function PreseasonRoute({ loaderData }: Route.ComponentProps) {
  return <PreseasonPageContent view={loaderData} />
}
