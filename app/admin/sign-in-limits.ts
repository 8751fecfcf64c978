/**
 * The limits on signing in, kept so that an attacker's requests cannot spend them for an
 * operator: a link request counts against its client, against the pair of address and client,
 * and against the address's mails per hour; the clients that already signed in as an operator
 * are not held by that hourly cap, so a flood of requests for someone's address from elsewhere
 * neither locks them out nor fills their inbox. Passkey challenges count per client and overall,
 * which bounds how many the store holds at once. In memory, one process (as the other limiters).
 */
import { type RateLimitDecision, SlidingWindowLimiter } from '~/registration/rate-limit.ts'

const TEN_MINUTES = 10 * 60_000
const HOUR = 60 * 60_000
const MONTH = 30 * 24 * HOUR

/** Link requests per client address per 10 minutes, whatever address they name. */
export const LINKS_PER_CLIENT = 10
/** Link requests for one address from one client per 10 minutes. */
export const LINKS_PER_EMAIL_AND_CLIENT = 5
/** Mails to one address per hour for requests from clients that never signed in as it. */
export const MAILS_PER_EMAIL_PER_HOUR = 10
/** Link uses (right or wrong) per client address per 10 minutes: no guessing tokens. */
export const REDEEMS_PER_CLIENT = 20
/** Passkey sign-in challenges per client per 10 minutes, and for everyone per challenge life. */
export const CHALLENGES_PER_CLIENT = 30
export const CHALLENGES_OVERALL = 500
/** Clients remembered per operator, and operators remembered, as having signed in. */
const KNOWN_CLIENTS_PER_EMAIL = 20
const KNOWN_EMAILS = 1_000

export type SignInLimits = ReturnType<typeof createSignInLimits>

export function createSignInLimits(clock: () => number = Date.now, challengeMs = 5 * 60_000) {
  const limiter = (limit: number, windowMs: number) =>
    new SlidingWindowLimiter({ limit, windowMs, clock })
  const byClient = limiter(LINKS_PER_CLIENT, TEN_MINUTES)
  const byPair = limiter(LINKS_PER_EMAIL_AND_CLIENT, TEN_MINUTES)
  const mails = limiter(MAILS_PER_EMAIL_PER_HOUR, HOUR)
  const redeems = limiter(REDEEMS_PER_CLIENT, TEN_MINUTES)
  const challengesByClient = limiter(CHALLENGES_PER_CLIENT, TEN_MINUTES)
  const challenges = limiter(CHALLENGES_OVERALL, challengeMs)
  /** email → client → when it last signed in as that email. */
  const known = new Map<string, Map<string, number>>()

  const isKnown = (email: string, client: string) => {
    const at = known.get(email)?.get(client)
    return at !== undefined && clock() - at < MONTH
  }

  const firstRefusal = (decisions: Array<() => RateLimitDecision>): RateLimitDecision => {
    for (const decide of decisions) {
      const decision = decide()
      if (!decision.allowed) return decision
    }
    return { allowed: true, remaining: 0 }
  }

  return {
    /** A request for a link to `email` from `client` (a normalised address). */
    linkRequest(email: string, client: string): RateLimitDecision {
      return firstRefusal([
        () => byClient.hit(client),
        () => byPair.hit(`${email}\n${client}`),
        () => (isKnown(email, client) ? { allowed: true, remaining: 0 } : mails.hit(email)),
      ])
    },
    /** A use of a link's token by `client`. */
    redeem(client: string): RateLimitDecision {
      return redeems.hit(client)
    },
    /** A passkey sign-in ceremony started by `client`. */
    challenge(client: string): RateLimitDecision {
      return firstRefusal([() => challengesByClient.hit(client), () => challenges.hit('*')])
    },
    /** `client` signed in as `email`: its link requests no longer count against the mail cap. */
    signedIn(email: string, client: string): void {
      const clients = known.get(email) ?? new Map<string, number>()
      clients.delete(client)
      clients.set(client, clock())
      for (const oldest of clients.keys()) {
        if (clients.size <= KNOWN_CLIENTS_PER_EMAIL) break
        clients.delete(oldest)
      }
      known.delete(email)
      known.set(email, clients)
      for (const oldest of known.keys()) {
        if (known.size <= KNOWN_EMAILS) break
        known.delete(oldest)
      }
    },
  }
}

let shared: SignInLimits | undefined

/** The process's sign-in limits. */
export function signInLimits(): SignInLimits {
  shared ??= createSignInLimits()
  return shared
}
