import type { Route } from './+types/_index'
import { HomeHero } from '~/components/home/home-hero.tsx'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(langFromMatches(matches), undefined)

export default function HomePage() {
  return <HomeHero />
}
