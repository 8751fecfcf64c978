import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
} from 'react-router'
import { useEffect } from 'react'

import type { Route } from './+types/root'
import './app.css'
import { ErrorPage } from './components/error-page.tsx'
import { FollowLive } from './components/follow-live.tsx'
import { OfflineNotice } from './components/offline-notice.tsx'
import { PrintLine } from './components/print-line.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { DEFAULT_LANG } from './i18n/language.ts'
import { loadCatalogue } from './i18n/load-catalogue.ts'
import { useRememberedLanguage } from './i18n/use-remembered-language.ts'
import { registerLeagueTexts, translator } from './i18n/messages.ts'
import { setLeagueTimeZone } from './league/time.ts'
import { langFromMatches, pageMeta } from './utils/meta.ts'
import { lastShownData } from './utils/last-shown-data.ts'
import { useRootData } from './utils/use-root-data.ts'
import { loadRootData } from './view-models/root.server.ts'
import { THEME_COLORS, THEME_SCRIPT } from './theme/theme.ts'
import { FOLLOW_SCRIPT } from './follow/follow-script.ts'

// One inline script: the remembered theme and whether this device follows teams, before paint.
const HEAD_SCRIPT = THEME_SCRIPT + FOLLOW_SCRIPT

export async function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request)
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname

const rootData = lastShownData<Awaited<ReturnType<Route.ClientLoaderArgs['serverLoader']>>>()

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await rootData.load(serverLoader)
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
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  if (root) rootData.shown(root)
  useRememberedLanguage()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    if (import.meta.env.PROD)
      idle(
        () =>
          void import('./pwa/register-service-worker.ts').then((m) => m.registerServiceWorker()),
      )
  }, [])
  const lang = root?.lang ?? DEFAULT_LANG
  if (root && typeof document !== 'undefined') {
    registerLeagueTexts(lang, root.league.texts)
    setLeagueTimeZone(root.league.timeZone)
  }
  const share = root?.share
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the style sheet: the remembered theme is on <html> when it first paints. */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={THEME_COLORS.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <Meta />
        {share ? (
          <>
            <link rel="canonical" href={share.canonical} />
            {share.alternates.map((alternate) => (
              <link
                key={alternate.hrefLang}
                rel="alternate"
                hrefLang={alternate.hrefLang}
                href={alternate.href}
              />
            ))}
            <meta property="og:url" content={share.canonical} />
            <meta property="og:image" content={share.image} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta property="og:image:alt" content={share.imageAlt} />
            <meta name="twitter:card" content="summary_large_image" />
          </>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <OfflineNotice />
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
  return (
    <>
      <Outlet />
      <FollowLive />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { key } = useLocation()
  useEffect(() => {
    // Offline, a navigation cannot fetch its data: load the page as a document, which the service
    // worker keeps (ADR 0014).
    if (key !== 'default' && !navigator.onLine && navigator.serviceWorker?.controller)
      window.location.reload()
  }, [key])
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorPage kind="error" />
}
