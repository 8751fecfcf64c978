import type { Route } from './+types/sponsors'
import { SponsorsPage } from '~/components/sponsors/sponsors-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadSponsorsPage } from '~/view-models/sponsors.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('sponsors.pageTitle'), t('sponsors.pageDescription'))
}

export function loader() {
  return loadSponsorsPage()
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
  return <SponsorsPage data={loaderData} />
}
