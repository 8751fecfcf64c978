import { useT } from '~/i18n/use-translation.ts'
import type { FormResult } from '~/league/index.ts'

const colours: Record<FormResult, string> = {
  W: 'bg-pitch-600 text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-red-600 text-white',
}

/** Last results as W/D/L badges titled Victory / Draw / Loss (docs/product.md#standings). */
export function FormBadges({ form }: { form: FormResult[] }) {
  const t = useT()
  return (
    <span className="inline-flex gap-1">
      {form.map((result, index) => (
        <span key={index} title={t(`form.${result}`)} className={`form-badge ${colours[result]}`}>
          <span aria-hidden="true">{t(`form.${result}.short`)}</span>
          <span className="sr-only">{t(`form.${result}`)}</span>
        </span>
      ))}
    </span>
  )
}
