import { useT } from '~/i18n/use-translation.ts'
import type { FormResult } from '~/league/index.ts'

const colours: Record<FormResult, string> = {
  W: 'bg-pitch-600 text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-red-600 text-white',
}

export function FormBadges({ form, showLatest }: { form: FormResult[]; showLatest?: boolean }) {
  const t = useT()
  const last = form.length - 1
  return (
    <span className="inline-flex items-center gap-1">
      {form.map((result, index) => (
        <span
          key={index}
          title={
            index === last ? `${t(`form.${result}`)} (${t('form.latest')})` : t(`form.${result}`)
          }
          className={`form-badge ${colours[result]}${index === last ? 'form-badge-latest' : ''}`}
          data-latest={index === last ? '' : undefined}
        >
          <span aria-hidden="true">{t(`form.${result}.short`)}</span>
          <span className="sr-only">
            {index === last ? `${t(`form.${result}`)} (${t('form.latest')})` : t(`form.${result}`)}
          </span>
        </span>
      ))}
      {showLatest && form.length > 0 ? (
        <span className="ml-1 text-xs font-semibold text-slate-600" aria-hidden="true">
          ← {t('form.latest')}
        </span>
      ) : null}
    </span>
  )
}
