// Passkeys (SimpleWebAuthn) let an operator sign in on a device without waiting for an e-mail.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

import { getConsoleStore } from '~/data/league.server.ts'
import { getEnv } from '~/env.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { log } from '~/logger.server.ts'
import { SlidingWindowLimiter } from '~/registration/rate-limit.ts'

import type { Signed } from './session.server.ts'
import { signInLimits } from './sign-in-limits.ts'

export const PASSKEY_SIGN_INS_PER_ADDRESS = 20
let limiter: SlidingWindowLimiter | undefined

/** Loaded on the first ceremony: ~400 ms of CPU every server start paid for it (bench:start). */
const webAuthn = () => import('@simplewebauthn/server')

function relyingParty(): { id: string; origin: string } {
  const url = new URL(getEnv().PUBLIC_URL)
  return { id: url.hostname, origin: url.origin }
}

export type PasskeyListItem = { id: string; createdAt: number; lastUsedAt?: number }

export async function passkeysOf(email: string): Promise<PasskeyListItem[]> {
  return (await getConsoleStore().passkeys.of(email)).map(({ id, createdAt, lastUsedAt }) =>
    lastUsedAt === undefined ? { id, createdAt } : { id, createdAt, lastUsedAt },
  )
}

export async function registrationOptions(
  signed: Signed,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const store = getConsoleStore().passkeys
  const { email, name } = signed.operator
  const { generateRegistrationOptions } = await webAuthn()
  const options = await generateRegistrationOptions({
    rpName: adminText(signed.lang)('admin.title'),
    rpID: relyingParty().id,
    userName: email,
    userDisplayName: name || email,
    attestationType: 'none',
    excludeCredentials: (await store.of(email)).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  return {
    options,
    challengeId: await store.createChallenge('register', options.challenge, email),
  }
}

export async function registerPasskey(
  signed: Signed,
  challengeId: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  const store = getConsoleStore().passkeys
  const challenge = await store.takeChallenge(challengeId, 'register')
  if (!challenge || challenge.email !== signed.operator.email) return false
  const rp = relyingParty()
  try {
    const { verifyRegistrationResponse } = await webAuthn()
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    if (!verified.verified) return false
    const { credential } = verified.registrationInfo
    if (await store.find(credential.id)) return false
    await store.add({
      id: credential.id,
      email: signed.operator.email,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    log('info', 'console passkey added', { operator: signed.operator.email })
    return true
  } catch (error) {
    log('warn', 'console passkey refused', { operator: signed.operator.email, error })
    return false
  }
}

export type SignInOptions =
  | { status: 'options'; options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }
  | { status: 'limited'; retryAfterSeconds: number }

/** A sign-in ceremony's options, within the challenge limits (each one is a row of the store). */
export async function signInOptions(client: string): Promise<SignInOptions> {
  const decision = signInLimits().challenge(client)
  if (!decision.allowed) return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  const { generateAuthenticationOptions } = await webAuthn()
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'preferred',
  })
  const challengeId = await getConsoleStore().passkeys.createChallenge('sign-in', options.challenge)
  return { status: 'options', options, challengeId }
}

export type PasskeySignIn =
  | { status: 'signed-in'; sessionId: string; email: string }
  | { status: 'refused' }
  | { status: 'limited'; retryAfterSeconds: number }

export async function signInWithPasskey(
  challengeId: string,
  response: AuthenticationResponseJSON,
  client: string,
): Promise<PasskeySignIn> {
  limiter ??= new SlidingWindowLimiter({ limit: PASSKEY_SIGN_INS_PER_ADDRESS, windowMs: 600_000 })
  const decision = limiter.hit(client)
  if (!decision.allowed) return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  const console = getConsoleStore()
  const challenge = await console.passkeys.takeChallenge(challengeId, 'sign-in')
  const passkey =
    typeof response.id === 'string' ? await console.passkeys.find(response.id) : undefined
  if (!challenge || !passkey || !(await console.operator(passkey.email))) {
    log('warn', 'console passkey sign-in refused', { client })
    return { status: 'refused' }
  }
  const rp = relyingParty()
  try {
    const { verifyAuthenticationResponse } = await webAuthn()
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: false,
    })
    if (!verified.verified) return { status: 'refused' }
    await console.passkeys.used(passkey.id, verified.authenticationInfo.newCounter)
  } catch (error) {
    log('warn', 'console passkey sign-in refused', { client, error })
    return { status: 'refused' }
  }
  const sessionId = await console.createSession(passkey.email)
  signInLimits().signedIn(passkey.email, client)
  log('info', 'console operator signed in', { operator: passkey.email, with: 'passkey' })
  return { status: 'signed-in', sessionId, email: passkey.email }
}

export async function removePasskey(signed: Signed, id: string): Promise<boolean> {
  const removed = await getConsoleStore().passkeys.remove(signed.operator.email, id)
  if (removed) log('info', 'console passkey removed', { operator: signed.operator.email })
  return removed
}
