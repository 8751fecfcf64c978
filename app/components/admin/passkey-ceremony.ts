import type { AdminTranslate } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import type { Lang } from '~/i18n/language.ts'

export type CeremonyKind = 'sign-in' | 'register'

/** How a ceremony ended, as the page tells the operator. */
export type CeremonyOutcome =
  | { status: 'signed-in'; to: string }
  | { status: 'added' }
  | { status: 'refused' | 'cancelled' | 'unsupported' }
  | { status: 'limited'; minutes: number }

async function post(step: string, fields: Record<string, string>, lang: Lang): Promise<unknown> {
  // URL-encoded, as every console form: multipart is an image form's only.
  const body = new URLSearchParams(fields)
  const response = await fetch(localizedHref(`/admin/passkey/${step}`, lang), {
    method: 'POST',
    body,
    credentials: 'same-origin',
  })
  return (await response.json()) as unknown
}

/**
 * Runs a passkey ceremony in the browser: asks the server for options, lets the device create
 * or use the key (SimpleWebAuthn, loaded only now), sends its answer back. `csrf` is the form
 * token of the page (the sign-in page's, or the operator's).
 */
export async function runPasskeyCeremony(
  kind: CeremonyKind,
  csrf: string,
  lang: Lang,
): Promise<CeremonyOutcome> {
  const webauthn = await import('@simplewebauthn/browser')
  if (!webauthn.browserSupportsWebAuthn()) return { status: 'unsupported' }
  try {
    const started = (await post(`${kind}-options`, { csrf }, lang)) as
      | { options: never; challengeId: string; status?: undefined }
      | { status: 'limited'; minutes: number }
    // Too many ceremonies from this client: said before the device is asked anything.
    if (started.status === 'limited') return started
    const { options, challengeId } = started
    const answer =
      kind === 'sign-in'
        ? await webauthn.startAuthentication({ optionsJSON: options })
        : await webauthn.startRegistration({ optionsJSON: options })
    const response = JSON.stringify(answer)
    return (await post(kind, { csrf, challengeId, response }, lang)) as CeremonyOutcome
  } catch (error) {
    // The operator closed the device's prompt, or no key of this site is on the device.
    if (error instanceof Error && error.name === 'NotAllowedError') return { status: 'cancelled' }
    return { status: 'refused' }
  }
}

/** What went wrong in a ceremony, as the page says it; undefined when it went through. */
export function ceremonyProblem(
  kind: CeremonyKind,
  outcome: CeremonyOutcome | undefined,
  t: AdminTranslate,
): string | undefined {
  if (!outcome || outcome.status === 'signed-in' || outcome.status === 'added') return undefined
  if (outcome.status === 'unsupported') return t('admin.passkeys.unsupported')
  if (outcome.status === 'limited') return t('admin.signIn.limited', { minutes: outcome.minutes })
  if (kind === 'sign-in')
    return outcome.status === 'cancelled'
      ? t('admin.signIn.passkeyCancelled')
      : t('admin.signIn.passkeyRefused')
  return outcome.status === 'cancelled'
    ? t('admin.passkeys.cancelled')
    : t('admin.passkeys.refused')
}
