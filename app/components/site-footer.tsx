import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useRootData } from '~/utils/use-root-data.ts'

import { LeagueLogo } from './league-logo.tsx'

export function SiteFooter() {
  const t = useT()
  const root = useRootData()
  const year = root?.year ?? new Date().getFullYear()
  const credits = [
    root?.credits.poweredBy ? t('footer.poweredBy', { platform: root.credits.poweredBy }) : null,
    root?.credits.createdBy ? t('footer.createdBy', { studio: root.credits.createdBy }) : null,
  ].filter((credit) => credit !== null)
  return (
    <footer className="bg-ink-900 mt-16 text-white/85">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <div className="flex items-center gap-2.5 text-white">
            <LeagueLogo className="size-9" />
            <span className="font-extrabold">{t('site.name')}</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-white/70">{t('site.slogan')}</p>
        </div>
        <div>
          <h2 className="text-xs font-bold tracking-wider text-white uppercase">
            {t('footer.contact')}
          </h2>
          <ul className="mt-2 text-sm">
            {root ? (
              <li>
                <a className="footer-link" href={`mailto:${root.contactEmail}`}>
                  <Icon name="mail" className="size-4 shrink-0" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{root.contactEmail}</span>
                </a>
              </li>
            ) : null}
            {root?.social.map((link) => (
              <li key={link.url}>
                <a
                  className="footer-link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="external-link" className="size-4 shrink-0" />
                  {t('footer.followUs')} · {link.name}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
            <li>
              <Link className="footer-link" to="/sponsors" data-testid="footer-sponsors">
                <Icon name="handshake" className="size-4 shrink-0" />
                {t('footer.sponsors')}
              </Link>
            </li>
          </ul>
        </div>
        <nav aria-label={t('footer.legal')}>
          <h2 className="text-xs font-bold tracking-wider text-white uppercase">
            {t('footer.legal')}
          </h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link className="footer-link" to="/privacy-policy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to="/terms-of-use">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to="/cookies">
                {t('footer.cookies')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs text-white/70 sm:flex-row sm:justify-between">
          <p data-testid="copyright">{t('footer.copyright', { year, league: t('site.name') })}</p>
          {credits.length > 0 ? <p data-testid="credits">{credits.join(' · ')}</p> : null}
        </div>
      </div>
    </footer>
  )
}
