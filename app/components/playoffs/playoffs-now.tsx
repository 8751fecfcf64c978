import { SectionCard } from '~/components/league/section-card.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PlayoffsNowView } from '~/view-models/playoffs-page.ts'

import { TieCard } from './bracket.tsx'

/**
 * During the playoffs: the current round of each division's bracket, with a link to the whole
 * bracket (home and standings pages). Nothing outside the playoffs.
 */
export function PlayoffsNow({
  divisions,
  showDivision = true,
}: {
  divisions: PlayoffsNowView[]
  showDivision?: boolean
}) {
  const t = useT()
  if (divisions.length === 0) return null
  return (
    <SectionCard id="playoffs-now" title={t('playoffs.title')}>
      <div className="grid grid-cols-1 gap-5">
        {divisions.map((division) => (
          <section
            key={division.divisionId}
            aria-labelledby={`playoffs-now-${division.divisionId}`}
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3
                id={`playoffs-now-${division.divisionId}`}
                className="font-extrabold text-slate-900"
              >
                {showDivision ? `${division.divisionName} · ` : ''}
                {division.roundLabel}
              </h3>
              <Link
                to={division.href}
                className="text-pitch-800 inline-flex min-h-11 items-center text-sm font-bold underline"
                data-testid="playoffs-now-link"
              >
                {t('playoffs.seeBracket')}
              </Link>
            </div>
            {division.champion ? (
              <p
                className="bg-accent/20 mb-3 flex items-center gap-2 rounded-xl px-3 py-2 font-extrabold text-slate-900"
                data-testid="playoffs-now-champion"
              >
                <Icon name="trophy" className="size-5 shrink-0" />
                <span>
                  {t('playoffs.championLabel')}{' '}
                  {division.champion.href ? (
                    <Link
                      to={division.champion.href}
                      className="inline-flex min-h-6 items-center underline"
                    >
                      {division.champion.name}
                    </Link>
                  ) : (
                    division.champion.name
                  )}
                </span>
              </p>
            ) : null}
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {division.ties.map((tie) => (
                <li key={tie.id}>
                  <TieCard tie={tie} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SectionCard>
  )
}
