import { Link } from '~/components/ui/link.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchPreviewView, PreviewTeamView } from '~/view-models/match-page.ts'

import { FormBadges } from '../league/form-badges.tsx'
import { SectionCard } from '../league/section-card.tsx'
import { buttonClasses } from '../ui/button.tsx'

function TeamColumn({
  team,
  role,
  women,
}: {
  team: PreviewTeamView
  role: 'home' | 'away'
  women?: boolean
}) {
  const t = useT()
  return (
    <section
      className="rounded-xl border border-slate-200 p-4"
      aria-labelledby={`preview-${role}`}
      data-testid={`preview-${role}`}
    >
      <h3 id={`preview-${role}`} className="text-base font-extrabold text-slate-900">
        <span className="block text-[0.65rem] font-bold tracking-widest text-slate-600 uppercase">
          {t(role === 'home' ? 'matchPage.home' : 'matchPage.away')}
        </span>
        {team.href ? (
          <Link to={team.href} className="table-link">
            {team.name}
          </Link>
        ) : (
          team.name
        )}
      </h3>
      {team.href === undefined && team.standing === undefined && team.form.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('matchPage.preview.tbd')}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-3 text-sm">
          <div>
            <dt className="font-semibold text-slate-600">{t('standingsPage.standingsTitle')}</dt>
            <dd className="font-bold text-slate-900" data-testid="preview-standing">
              {team.standing
                ? `${t('matchPage.preview.rank', team.standing)} · ${t('matchPage.preview.points', team.standing)}`
                : t('matchPage.preview.unranked')}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t('matchPage.preview.form')}</dt>
            <dd className="mt-1">
              {team.form.length > 0 ? (
                <FormBadges form={team.form} showLatest />
              ) : (
                <span className="text-slate-600">{t('matchPage.preview.noForm')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">
              {t('matchPage.preview.scorers', { sex: women ? 'women' : 'men' })}
            </dt>
            <dd>
              {team.scorers.length > 0 ? (
                <ol className="mt-1 grid gap-1" data-testid="preview-scorers">
                  {team.scorers.map((scorer) => (
                    <li key={scorer.playerHref ?? scorer.playerName} className="flex gap-2">
                      <span className="min-w-0 grow">
                        {scorer.playerHref ? (
                          <Link to={scorer.playerHref} className="table-link">
                            {scorer.playerName}
                          </Link>
                        ) : (
                          scorer.playerName
                        )}
                      </span>
                      <span className="shrink-0 font-bold tabular-nums">
                        {t('matchPage.preview.goals', { n: scorer.goals })}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <span className="text-slate-600">{t('matchPage.preview.noScorers')}</span>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}

/**
 * An upcoming game's preview (docs/product.md#match): both teams' positions, form and top
 * scorers side by side, and the game as a calendar file (venue and kick-off are in the hero).
 */
export function MatchPreview({ preview }: { preview: MatchPreviewView }) {
  const t = useT()
  return (
    <SectionCard
      id="match-preview"
      title={t('matchPage.preview.title')}
      action={
        <a
          href={preview.calendarHref}
          className={buttonClasses('secondary')}
          data-testid="preview-calendar"
          download
        >
          <Icon name="calendar-days" className="size-4" />
          {t('matchPage.preview.calendar')}
        </a>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TeamColumn team={preview.home} role="home" women={preview.women} />
        <TeamColumn team={preview.away} role="away" women={preview.women} />
      </div>
    </SectionCard>
  )
}
