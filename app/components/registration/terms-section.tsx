import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'

import { Field } from './fields.tsx'
import { FormSection } from './form-section.tsx'

type Props = {
  defaultChecked: boolean
  error: string | undefined
}

export function TermsSection({ defaultChecked, error }: Props) {
  const t = useT()
  const link = (to: string, text: string) => (
    <Link to={to} target="_blank" rel="noopener" className="text-pitch-700 font-semibold underline">
      {text}
      <span className="sr-only"> {t('footer.opensInNewTab')}</span>
    </Link>
  )
  return (
    <FormSection number={7} title={t('registration.section.terms')}>
      <Field
        kind="checkbox"
        id="reg-terms"
        name="terms"
        defaultChecked={defaultChecked}
        required
        error={error}
        className={clsx(
          'rounded-xl border p-4',
          error ? 'border-red-600 bg-red-50/60' : 'border-slate-200 bg-slate-50/60',
        )}
        labelClassName="flex items-start gap-3 text-sm leading-relaxed text-slate-800 sm:text-base"
        boxClassName="mt-0.5 size-6"
        label={
          <>
            {t('registration.terms.before')}
            {link('/rules', t('registration.terms.rules'))}
            {t('registration.terms.middle')}
            {link('/terms-of-use', t('registration.terms.terms'))}
            {t('registration.terms.after')}
          </>
        }
      />
    </FormSection>
  )
}
