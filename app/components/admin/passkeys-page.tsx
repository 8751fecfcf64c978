import { useState } from 'react'
import { Form, useRevalidator } from 'react-router'

import type { PasskeyItemView, SessionItemView } from '~/admin/answers.ts'
import { useHydrated } from '~/components/ui/client-hooks.ts'
import { useAdminT } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang } from '~/i18n/use-translation.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField, useConsoleFrame } from './console-frame.tsx'
import { type CeremonyOutcome, ceremonyProblem, runPasskeyCeremony } from './passkey-ceremony.ts'

/** The operator's passkeys: add one on this device (JavaScript), remove any (a form post). */
export function PasskeysPage({
  passkeys,
  sessions,
  notice,
}: {
  passkeys: PasskeyItemView[]
  sessions: SessionItemView[]
  notice?: 'added' | 'removed'
}) {
  const t = useAdminT()
  const lang = useLang()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const { csrf } = useConsoleFrame()
  const [working, setWorking] = useState(false)
  const [outcome, setOutcome] = useState<CeremonyOutcome | undefined>()
  const add = async () => {
    setWorking(true)
    setOutcome(undefined)
    const result = await runPasskeyCeremony('register', csrf, lang)
    setOutcome(result)
    if (result.status === 'added') await revalidator.revalidate()
    setWorking(false)
  }
  const shown = outcome?.status === 'added' ? 'added' : outcome ? undefined : notice
  const problem = ceremonyProblem('register', outcome, t)
  return (
    <ConsoleFrame title={t('admin.passkeys.title')}>
      <p className="mb-5 max-w-prose text-slate-700">{t('admin.passkeys.intro')}</p>
      {shown ? (
        <ConsoleNotice kind="success">
          {shown === 'added' ? t('admin.passkeys.added') : t('admin.passkeys.removed')}
        </ConsoleNotice>
      ) : problem ? (
        <ConsoleNotice kind="problem">{problem}</ConsoleNotice>
      ) : null}
      {passkeys.length === 0 ? (
        <p className="section-card text-slate-700" data-testid="passkeys-none">
          {t('admin.passkeys.none')}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="section-card flex flex-wrap items-center justify-between gap-3"
              data-testid="passkey"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {t('admin.passkeys.item', { date: passkey.added })}
                </p>
                <p className="text-sm text-slate-600">
                  {passkey.lastUsed
                    ? t('admin.passkeys.lastUsed', { date: passkey.lastUsed })
                    : t('admin.passkeys.neverUsed')}
                </p>
              </div>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={passkey.id} />
                <button
                  type="submit"
                  aria-label={t('admin.passkeys.removeLabel', { date: passkey.added })}
                  className="btn min-h-11 border border-red-300 text-red-800 hover:bg-red-50"
                >
                  {t('admin.passkeys.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {hydrated ? (
        <button
          type="button"
          onClick={() => void add()}
          disabled={working}
          aria-busy={working || undefined}
          className="btn bg-pitch-700 hover:bg-pitch-800 mt-5 min-h-12 text-base text-white"
        >
          {working ? t('admin.passkeys.adding') : t('admin.passkeys.add')}
        </button>
      ) : null}
      <Sessions sessions={sessions} />
    </ConsoleFrame>
  )
}

/** The operator's open sessions, and signing out of all of them (this one included). */
function Sessions({ sessions }: { sessions: SessionItemView[] }) {
  const t = useAdminT()
  const lang = useLang()
  return (
    <section className="section-card mt-8" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="section-card-title mb-2">
        {t('admin.sessions.title')}
      </h2>
      <p className="mb-3 max-w-prose text-sm text-slate-700">{t('admin.sessions.intro')}</p>
      <ul className="mb-4 grid gap-2" data-testid="sessions">
        {sessions.map((session, index) => (
          <li key={index} data-testid="session">
            <p className="font-semibold text-slate-900">
              {t('admin.sessions.item', { date: session.started })}
              {session.current ? (
                <span className="bg-pitch-100 text-pitch-900 ml-2 rounded px-2 py-0.5 text-sm">
                  {t('admin.sessions.current')}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              {t('admin.sessions.lastUsed', { date: session.lastUsed })}
            </p>
          </li>
        ))}
      </ul>
      <Form method="post" action={localizedHref('/admin/sign-out', lang)}>
        <CsrfField />
        <input type="hidden" name="everywhere" value="1" />
        <button
          type="submit"
          className="btn min-h-11 border border-red-300 text-red-800 hover:bg-red-50"
        >
          {t('admin.sessions.signOutEverywhere')}
        </button>
      </Form>
    </section>
  )
}
