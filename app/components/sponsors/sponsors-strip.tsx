import { clsx } from 'clsx'
import { useEffect, useState } from 'react'

import { Link } from '~/components/ui/link.tsx'

import { useReducedMotion } from '~/components/ui/client-hooks.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import {
  type SponsorCard as SponsorCardData,
  nextSponsorPage,
  sponsorSignature,
  sponsorStripPages,
} from '~/view-models/sponsors.ts'

import { SponsorCard } from './sponsor-card.tsx'

export const SPONSOR_ROTATE_MS = 5000

export function SponsorsStrip({ sponsors }: { sponsors: SponsorCardData[] }) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const pages = sponsorStripPages(sponsors)
  const signature = sponsorSignature(sponsors)
  const [state, setState] = useState({ signature, page: 0 })
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  if (state.signature !== signature) setState({ signature, page: 0 })
  const page =
    state.signature === signature ? Math.min(state.page, Math.max(pages.length - 1, 0)) : 0

  const rotating = pages.length > 1 && !paused && !held && !reducedMotion
  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => {
      setState((current) => ({ ...current, page: nextSponsorPage(current.page, pages.length) }))
    }, SPONSOR_ROTATE_MS)
    return () => clearInterval(timer)
  }, [rotating, pages.length, signature])

  return (
    <section
      aria-labelledby="sponsors-title"
      className="border-t border-slate-200 pt-12"
      data-testid="sponsors"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="sponsors-title" className="text-2xl font-extrabold text-slate-900">
              {t('sponsors.title')}
            </h2>
            <p className="mt-1 text-slate-600">{t('sponsors.subtitle')}</p>
          </div>
          <Link to="/sponsors" className={buttonClasses('primary')} data-testid="sponsors-cta">
            {t('sponsors.cta')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        {pages.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-slate-50 px-4 py-8 text-center text-slate-600">
            {t('sponsors.empty')}
          </p>
        ) : (
          <div
            className="mt-6"
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
            }}
          >
            {pages.map((list, index) => (
              <ul
                key={index}
                hidden={index !== page}
                className="grid gap-4 sm:grid-cols-3"
                data-testid="sponsor-page"
                data-page={index}
              >
                {list.map((sponsor) => (
                  <li key={sponsor.id}>
                    <SponsorCard sponsor={sponsor} />
                  </li>
                ))}
              </ul>
            ))}
            {pages.length > 1 ? (
              <div className="mt-4 flex items-center justify-center gap-1">
                <div role="group" aria-label={t('sponsors.pages')} className="flex items-center">
                  {pages.map((_, index) => (
                    <button
                      key={index}
                      type="button"
                      onClick={() => setState({ signature, page: index })}
                      aria-label={t('sponsors.page', { n: index + 1 })}
                      aria-current={index === page ? 'true' : undefined}
                      className="group inline-flex size-11 items-center justify-center"
                      data-testid="sponsor-dot"
                    >
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'block h-2.5 rounded-full transition-all',
                          index === page
                            ? 'bg-pitch-700 w-7'
                            : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                        )}
                      />
                    </button>
                  ))}
                </div>
                <button
                  type="button"
                  onClick={() => setPaused((value) => !value)}
                  aria-label={t(paused ? 'sponsors.play' : 'sponsors.pause')}
                  className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
                  data-testid="sponsors-toggle"
                >
                  {paused ? (
                    <Icon name="play" className="size-4" />
                  ) : (
                    <Icon name="pause" className="size-4" />
                  )}
                </button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </section>
  )
}
