import { Form } from 'react-router'

import { useAdminT } from '~/i18n/admin-text.ts'
import type { SignInAnswer } from '~/admin/answers.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'
import { PasskeySignIn } from './passkey-sign-in.tsx'

const inputClasses =
  'focus:border-pitch-600 focus:ring-pitch-600/30 bg-surface block min-h-12 w-full rounded-lg border border-slate-300 px-3 text-lg text-slate-900 focus:ring-2 focus:outline-none'

/** Asking for a sign-in link: one field, one answer whoever the address is. */
export function SignInPage({ signedOut, answer }: { signedOut: boolean; answer?: SignInAnswer }) {
  const t = useAdminT()
  const invalid = answer?.status === 'invalid'
  return (
    <ConsoleFrame title={t('admin.signIn.title')}>
      {answer?.status === 'sent' ? (
        <ConsoleNotice kind="success">{t('admin.signIn.sent')}</ConsoleNotice>
      ) : answer?.status === 'limited' ? (
        <ConsoleNotice kind="problem">
          {t('admin.signIn.limited', { minutes: answer.minutes })}
        </ConsoleNotice>
      ) : signedOut ? (
        <ConsoleNotice kind="success">{t('admin.signIn.signedOut')}</ConsoleNotice>
      ) : null}
      <Form method="post" className="section-card grid max-w-lg gap-4">
        <p className="text-slate-700">{t('admin.signIn.intro')}</p>
        <CsrfField />
        <div>
          <label htmlFor="admin-email" className="mb-1 block font-semibold text-slate-900">
            {t('admin.signIn.email')}
          </label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={answer && 'email' in answer ? answer.email : ''}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'admin-email-error' : undefined}
            className={inputClasses}
          />
          {invalid ? (
            <p id="admin-email-error" className="mt-1.5 text-sm font-medium text-red-700">
              {t('admin.signIn.invalid')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn bg-pitch-700 hover:bg-pitch-800 min-h-12 text-base text-white"
        >
          {t('admin.signIn.submit')}
        </button>
      </Form>
      <PasskeySignIn />
    </ConsoleFrame>
  )
}
