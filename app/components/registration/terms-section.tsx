import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'

import { FieldMessage } from './fields.tsx'
import { FormSection } from './form-section.tsx'

type Props = {
  defaultChecked: boolean
  /** The schema reported an error for the box. */
  invalid: boolean
  /** The translated error, shown under the box. */
  error: string | undefined
}

/** Section 7: the required agreement to the rules and the terms of use. */
export function TermsSection({ defaultChecked, invalid, error }: Props) {
  const t = useT()
  return (
    <FormSection number={7} title={t('registration.section.terms')}>
      <div
        className={clsx(
          'rounded-xl border p-4',
          invalid ? 'border-red-600 bg-red-50/60' : 'border-slate-200 bg-slate-50/60',
        )}
      >
        <div className="flex items-start gap-3">
          <input
            id="reg-terms"
            type="checkbox"
            name="terms"
            defaultChecked={defaultChecked}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'reg-terms-error' : undefined}
            className="accent-pitch-700 mt-0.5 size-6 shrink-0 scroll-mt-28"
          />
          <label
            htmlFor="reg-terms"
            className="text-sm leading-relaxed text-slate-800 sm:text-base"
          >
            {t('registration.terms.before')}
            <Link
              to="/rules"
              target="_blank"
              rel="noopener"
              className="text-pitch-700 font-semibold underline"
            >
              {t('registration.terms.rules')}
              <span className="sr-only"> {t('footer.opensInNewTab')}</span>
            </Link>
            {t('registration.terms.middle')}
            <Link
              to="/terms-of-use"
              target="_blank"
              rel="noopener"
              className="text-pitch-700 font-semibold underline"
            >
              {t('registration.terms.terms')}
              <span className="sr-only"> {t('footer.opensInNewTab')}</span>
            </Link>
            {t('registration.terms.after')}
            <span className="text-red-700">
              {' '}
              <span aria-hidden="true">*</span>
              <span className="sr-only">({t('registration.required')})</span>
            </span>
          </label>
        </div>
        <FieldMessage id="reg-terms-error" message={error} />
      </div>
    </FormSection>
  )
}
