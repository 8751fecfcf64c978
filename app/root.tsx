import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { useEffect } from 'react'

import type { Route } from './+types/root'
import './app.css'
import { ErrorPage } from './components/error-page.tsx'
import { PrintLine } from './components/print-line.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { getEnv, getNow } from './env.server.ts'
import { loadLeagueContext } from './view-models/league-context.server.ts'
import { DEFAULT_LANG, resolveLanguage, urlInLanguage } from './i18n/language.ts'
import { loadCatalogue } from './i18n/load-catalogue.ts'
import { useRememberedLanguage } from './i18n/use-remembered-language.ts'
import { translator } from './i18n/messages.ts'
import { langFromMatches, pageMeta } from './utils/meta.ts'
import { torontoYear } from './utils/toronto-year.ts'
import { formatLongDate, torontoToday } from './league/time.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv()
  const { lang } = resolveLanguage(request)
  const context = await loadLeagueContext()
  return {
    lang,
    contactEmail: env.CONTACT_EMAIL,
    socialUrl: env.SOCIAL_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    registrationOpen: env.REGISTRATION_OPEN,
    registrationSeason: context?.league.activeSeason?.name ?? null,
    year: torontoYear(getNow()),
    // The print line's date (pages are cached per Toronto date, so it is today's).
    printDate: formatLongDate(torontoToday(getNow()), lang),
  }
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>

/** Before a page renders in another language, its message catalogue is loaded (one per language). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await loadCatalogue(data.lang)
  return data
}

export const meta: Route.MetaFunction = ({ matches, error }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  if (isRouteErrorResponse(error) && error.status === 404)
    return pageMeta(lang, t('notFound.title'))
  if (error) return pageMeta(lang, t('error.title'))
  return pageMeta(lang, undefined)
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootLoaderData | undefined
  useRememberedLanguage()
  useEffect(() => {
    // A signal that the page is interactive (tests, and CSS that needs JavaScript).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const lang = root?.lang ?? DEFAULT_LANG
  const location = useLocation()
  const alternates = root
    ? (['fr', 'en'] as const).map((code) => ({
        code,
        href: `${root.publicUrl}${urlInLanguage(location.pathname, location.search, code)}`,
      }))
    : []
  const defaultSearch = new URLSearchParams(location.search)
  defaultSearch.delete('lang')
  const defaultQuery = defaultSearch.size > 0 ? `?${defaultSearch.toString()}` : ''
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#114331" />
        <Meta />
        {alternates.map((alternate) => (
          <link
            key={alternate.code}
            rel="alternate"
            hrefLang={alternate.code}
            href={alternate.href}
          />
        ))}
        {root ? (
          <link
            rel="alternate"
            hrefLang="x-default"
            href={`${root.publicUrl}${location.pathname}${defaultQuery}`}
          />
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <PrintLine />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorPage kind="error" />
}
