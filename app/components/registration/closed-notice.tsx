import { useRegistrationClosedText } from '~/components/registration-closed-text.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import type { NoticeSeason } from '~/registration/options.ts'

export function RegistrationClosedNotice({
  contactEmail,
  season,
}: {
  contactEmail: string
  season: NoticeSeason | null
}) {
  const { title, description } = useRegistrationClosedText(season, contactEmail)
  return (
    <section
      aria-labelledby="registration-closed-title"
      data-testid="registration-closed"
      className="bg-surface flex gap-3 rounded-2xl border border-slate-300 p-5 shadow-sm sm:p-6"
    >
      <Icon name="circle-alert" className="text-pitch-700 mt-0.5 size-6 shrink-0" />
      <div className="min-w-0">
        <h2
          id="registration-closed-title"
          className="text-lg font-bold text-balance text-slate-900"
        >
          {title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{description}</p>
      </div>
    </section>
  )
}
