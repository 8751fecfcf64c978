import type { ReactNode } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { LeagueInfoView } from '~/league-profile/texts.ts'

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3">
      <span className="text-accent mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold tracking-wide text-white">{title}</h3>
        <div className="text-pitch-100 mt-1 text-sm leading-relaxed">{children}</div>
      </div>
    </section>
  )
}

export function LeagueInfoPanel({
  contactEmail,
  info,
}: {
  contactEmail: string
  info: LeagueInfoView
}) {
  const t = useT()
  const [before, after] = t('registration.info.questions').split('{email}')
  return (
    <aside
      aria-labelledby="league-info-title"
      className="from-pitch-900 to-pitch-950 rounded-2xl bg-gradient-to-br p-5 text-white shadow-lg sm:p-6"
      data-testid="league-info"
    >
      <h2 id="league-info-title" className="text-lg font-extrabold">
        {t('registration.info.title')}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <Block
          icon={<Icon name="map-pin" className="size-5" />}
          title={t('registration.info.locations')}
        >
          <ul className="space-y-1.5">
            {info.venues.map((venue) => (
              <li key={venue.name}>
                <strong className="font-semibold text-white">{venue.name}</strong>
                <br />
                {venue.address ? (
                  <>
                    <a
                      className="[overflow-wrap:anywhere] text-white underline"
                      href={venue.address.mapHref}
                      aria-label={t('registration.info.map', { address: venue.address.text })}
                      data-testid="venue-address"
                    >
                      {venue.address.street}, {/* A postal code never breaks in two. */}
                      <span className="whitespace-nowrap" data-address-town>
                        {venue.address.town}
                      </span>
                    </a>
                    <br />
                  </>
                ) : null}
                {venue.days}
              </li>
            ))}
          </ul>
        </Block>
        <Block
          icon={<Icon name="users" className="size-5" />}
          title={t('registration.info.divisions')}
        >
          <p>{t('registration.info.divisionsText')}</p>
        </Block>
        <Block
          icon={<Icon name="calendar-days" className="size-5" />}
          title={t('registration.info.season')}
        >
          <ul className="marker:text-accent list-outside list-disc space-y-0.5 pl-4">
            {info.hasPreseason ? <li>{t('registration.info.preseason')}</li> : null}
            <li>{t('registration.info.games')}</li>
            <li>{t('registration.info.playoffs')}</li>
          </ul>
        </Block>
        <Block
          icon={<Icon name="banknote" className="size-5" />}
          title={t('registration.info.fees')}
        >
          <p className="text-accent font-semibold" data-testid="deposit">
            {t('registration.info.deposit', { amount: info.deposit })}
          </p>
          <ul className="mt-1 space-y-0.5">
            {info.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
            {info.prizes.map((prize) => (
              <li key={prize} className="flex items-center gap-1.5">
                <Icon name="trophy" className="text-accent size-4" />
                {prize}
              </li>
            ))}
          </ul>
        </Block>
      </div>
      <p className="text-pitch-100 mt-6 border-t border-white/15 pt-4 text-sm">
        {before}
        <a
          className="font-semibold [overflow-wrap:anywhere] text-white underline"
          href={`mailto:${contactEmail}`}
        >
          {contactEmail}
        </a>
        {after}
      </p>
    </aside>
  )
}
