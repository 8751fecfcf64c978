import type { MouseEvent } from 'react'

import { buttonClasses } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { FILL_TIME_FIELD } from '~/registration/fill-time.ts'
import { HONEYPOT_FIELD } from '~/registration/form-data.ts'

export function FillTimeField({ startedAt }: { startedAt: string }) {
  return <input type="hidden" name={FILL_TIME_FIELD} value={startedAt} />
}

/** The honeypot: hidden from people and assistive technology, filled only by bots. */
export function HoneypotField() {
  const t = useT()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`reg-${HONEYPOT_FIELD}`}>{t('registration.honeypot')}</label>
      <input
        id={`reg-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

/** Enter in a field submits the form: the first submit button must be Submit, not a row button. */
export function ImplicitSubmitButton() {
  const t = useT()
  return (
    <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
      {t('registration.actions.submit')}
    </button>
  )
}

type Props = {
  submitting: boolean
  resetButton: { name: string; value: string; form: string; formNoValidate: boolean }
  onReset: (event: MouseEvent<HTMLButtonElement>) => void
  resetDialog?: { expanded: boolean; controls: string | undefined; preload: () => void }
}

/** Kept apart, so a thumb aiming for Submit never lands on Reset. */
export function FormActions({ submitting, resetButton, onReset, resetDialog }: Props) {
  const t = useT()
  return (
    <div className="bg-surface flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 shadow-sm sm:flex-row-reverse sm:items-center sm:justify-between sm:p-5">
      <button
        type="submit"
        disabled={submitting}
        aria-disabled={submitting}
        className={buttonClasses('primary', 'min-h-12 px-6 text-base')}
        data-testid="submit-registration"
      >
        {submitting ? (
          <Icon name="loader-circle" className="size-5 animate-spin" />
        ) : (
          <Icon name="send" className="size-5" />
        )}
        {submitting ? t('registration.actions.submitting') : t('registration.actions.submit')}
      </button>
      <div className="border-t border-slate-200 pt-4 sm:border-0 sm:pt-0">
        <button
          type="submit"
          {...resetButton}
          onClick={onReset}
          aria-haspopup={resetDialog ? 'dialog' : undefined}
          aria-expanded={resetDialog?.expanded}
          aria-controls={resetDialog?.controls}
          onPointerEnter={resetDialog?.preload}
          onPointerDown={resetDialog?.preload}
          onFocus={resetDialog?.preload}
          className={buttonClasses('secondary', 'min-h-11 px-4 text-sm')}
          data-testid="reset-registration"
        >
          <Icon name="rotate-ccw" className="size-4" />
          {t('registration.actions.reset')}
        </button>
      </div>
    </div>
  )
}
