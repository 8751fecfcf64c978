import { Link } from '~/components/ui/link.tsx'

import { buttonClasses } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'

import { accentButtonClasses } from './accent-button.ts'
import { useT } from '~/i18n/use-translation.ts'

/** Compact on phones, so today's matches start within the first screen on game night. */
export function HomeHero() {
  const t = useT()
  return (
    <section className="bg-pitch-950 relative overflow-hidden text-white">
      <Icon name="pitch-lines" className="absolute inset-0 h-full w-full opacity-[0.12]" />
      <div className="relative mx-auto max-w-6xl px-4 py-6 sm:py-20">
        <p className="text-accent flex flex-wrap gap-x-5 gap-y-1 text-xs font-semibold sm:text-sm">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4" />
            {t('home.locations')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="users" className="size-4" />
            {t('home.divisions')}
          </span>
        </p>
        <h1 className="mt-3 max-w-3xl text-2xl leading-tight font-black tracking-tight text-balance sm:mt-4 sm:text-5xl">
          {t('site.slogan')}
        </h1>
        <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
          <Link to="/standings" className={accentButtonClasses}>
            {t('home.heroCta.standings')}
          </Link>
          <Link to="/rules" className={buttonClasses('ghost', 'border border-white/40')}>
            {t('home.heroCta.rules')}
          </Link>
        </div>
      </div>
    </section>
  )
}
