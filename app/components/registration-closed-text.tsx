import { useLang, useT } from '~/i18n/use-translation.ts'
import { type Bilingual, localText } from '~/league/labels.ts'
import { withSeasonName } from '~/components/league/season-name.tsx'

export function useRegistrationClosedText(season: Bilingual | null, contactEmail: string) {
  const t = useT()
  const lang = useLang()
  const title = season
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
