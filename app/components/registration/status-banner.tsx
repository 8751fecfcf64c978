import { clsx } from 'clsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { type RegistrationActionData, errorKey } from '~/registration/form-data.ts'

import { fieldErrorText } from './error-text.ts'
import { PROBLEM_TEXT, errorLabel, errorText, fieldDomId, formOrder } from './form-labels.ts'

export type BannerLink = { href: string; text: string }

type Props = {
  tone: 'success' | 'error'
  title: string
  body: string
  links?: BannerLink[]
  linksLabel?: string
}

export function StatusBanner({ tone, title, body, links, linksLabel }: Props) {
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      data-testid="status-banner"
      className={clsx(
        'flex gap-3 rounded-2xl border p-4 sm:p-5',
        tone === 'success'
          ? 'border-pitch-300 bg-pitch-50 text-pitch-950'
          : 'border-red-300 bg-red-50 text-red-950',
      )}
    >
      <Icon
        name={tone === 'success' ? 'circle-check' : 'circle-alert'}
        className={clsx(
          'mt-0.5 size-6 shrink-0',
          tone === 'success' ? 'text-pitch-700' : 'text-red-700',
        )}
      />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        <p className="mt-0.5 text-sm">{body}</p>
        {links && links.length > 0 ? (
          <>
            <p className="mt-3 text-sm font-semibold">{linksLabel}</p>
            <ul className="mt-1 list-outside list-disc space-y-1 pl-5 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="underline" href={link.href}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}

type StatusProps = {
  posted?: RegistrationActionData
  submitted?: boolean
}

export function RegistrationStatus({ posted, submitted }: StatusProps) {
  const t = useT()
  if (submitted) {
    return (
      <StatusBanner
        tone="success"
        title={t('registration.toast.successTitle')}
        body={t('registration.toast.successBody')}
      />
    )
  }
  if (posted?.status === 'invalid') {
    const [title, body] = PROBLEM_TEXT[posted.problem]
    const errors = Object.entries(posted.result.error ?? {}).flatMap(([name, error]) =>
      error ? [[errorKey(name), error] as const] : [],
    )
    const links: BannerLink[] = errors
      .sort(([a], [b]) => formOrder(a, b))
      .map(([key, error]) => ({
        href: `#${fieldDomId(key)}`,
        text: `${errorLabel(t, key)} — ${fieldErrorText(t, error)}`,
      }))
    return (
      <StatusBanner
        tone="error"
        title={t(title)}
        body={t(body)}
        links={links}
        linksLabel={t('registration.status.fieldsToFix')}
      />
    )
  }
  if (posted?.status === 'error') {
    const [title, body] = errorText(posted.reason)
    return <StatusBanner tone="error" title={t(title)} body={t(body)} />
  }
  return null
}
