import { useT } from '~/i18n/use-translation.ts'
import type { FormResult } from '~/league/index.ts'

const colours: Record<FormResult, string> = {
  W: 'bg-pitch-600 text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-red-600 text-white',
}

/**
 * The last results, newest first, so a phone that shows only the strip's start shows the latest
 * games; the newest is outlined. `form` runs oldest to newest, as the domain computes it.
 */
export function FormBadges({ form, showLatest }: { form: FormResult[]; showLatest?: boolean }) {
  const t = useT()
  const title = (result: FormResult, latest: boolean) =>
    latest ? `${t(`form.${result}`)} (${t('form.latest')})` : t(`form.${result}`)
  return (
    <span className="inline-flex items-center gap-1">
      {form.toReversed().map((result, index) => (
        <span
          key={index}
          title={title(result, index === 0)}
          className={`form-badge ${colours[result]}${index === 0 ? ' form-badge-latest' : ''}`}
          data-latest={index === 0 ? '' : undefined}
        >
          <span aria-hidden="true">{t(`form.${result}.short`)}</span>
          <span className="sr-only">{title(result, index === 0)}</span>
        </span>
      ))}
      {showLatest && form.length > 0 ? (
        <span className="ml-1 text-xs font-semibold text-slate-600" aria-hidden="true">
          {t('form.latestFirst')}
        </span>
      ) : null}
    </span>
  )
}
