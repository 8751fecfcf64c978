import { useLang, useT } from '~/i18n/use-translation.ts'
import { localText } from '~/league/labels.ts'
import type { NoticeSeason } from '~/registration/options.ts'
import { withSeasonName } from '~/components/league/season-name.tsx'

export function useRegistrationClosedText(season: NoticeSeason | null, contactEmail: string) {
  const t = useT()
  const lang = useLang()
  const title =
    season === 'next'
      ? t('registrationClosed.titleNext')
      : season
        ? withSeasonName(
            (name) => t('registrationClosed.title', { season: name }),
            localText(season, lang),
          )
        : t('registrationClosed.titleNoSeason')
  const [before, after] = t('registrationClosed.description').split('{email}')
  const description = (
    <>
      {before}
      <a
        className="text-pitch-700 font-semibold [overflow-wrap:anywhere] underline"
        href={`mailto:${contactEmail}`}
      >
        {contactEmail}
      </a>
      {after}
    </>
  )
  return { title, description }
}
