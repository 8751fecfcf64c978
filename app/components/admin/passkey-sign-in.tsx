import { useState } from 'react'
import { useNavigate } from 'react-router'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { useAdminT } from '~/i18n/admin-text.ts'
import { useLang } from '~/i18n/use-translation.ts'

import { ConsoleNotice, useConsoleFrame } from './console-frame.tsx'
import { type CeremonyOutcome, ceremonyProblem, runPasskeyCeremony } from './passkey-ceremony.ts'

/**
 * "Sign in with a passkey" under the e-mail form: JavaScript only (WebAuthn is a browser API),
 * so the server HTML has none of it and the e-mailed link always remains.
 */
export function PasskeySignIn() {
  const { csrf } = useConsoleFrame()
  const t = useAdminT()
  const lang = useLang()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [working, setWorking] = useState(false)
  const [outcome, setOutcome] = useState<CeremonyOutcome | undefined>()
  if (!hydrated) return null
  const problem = ceremonyProblem('sign-in', outcome, t)
  const signIn = async () => {
    setWorking(true)
    setOutcome(undefined)
    const result = await runPasskeyCeremony('sign-in', csrf, lang)
    if (result.status === 'signed-in') {
      await navigate(result.to)
      return
    }
    setWorking(false)
    setOutcome(result)
  }
  return (
    <div className="mt-4 grid max-w-lg gap-3" data-testid="passkey-sign-in">
      <p className="text-center text-sm font-semibold text-slate-600">{t('admin.signIn.or')}</p>
      {problem ? <ConsoleNotice kind="problem">{problem}</ConsoleNotice> : null}
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={working}
        aria-busy={working || undefined}
        className="btn bg-surface min-h-12 border border-slate-300 text-base text-slate-900 hover:bg-slate-100"
      >
        {working ? t('admin.signIn.passkeyWorking') : t('admin.signIn.passkey')}
      </button>
    </div>
  )
}
