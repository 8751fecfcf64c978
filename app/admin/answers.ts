/**
 * What the console's loaders and actions hand its pages, apart from the server code that makes
 * them, so components can name them (components never import `*.server.ts`).
 */
import type { DisciplineIntent, DisciplineSubmission } from './discipline-form.ts'
import type { MediaKind, MediaSubmission } from './media-form.ts'
import type { ReviewSubmission } from './registration-review.ts'
import type { ResultSubmission } from './result-form.ts'

/** The console layout's data: who is signed in (not on the sign-in pages) and the token every form carries. */
export type ConsoleFrameView = { operator?: { email: string; name: string }; csrf: string }

export type SignInAnswer =
  | { status: 'sent' }
  | { status: 'invalid'; email: string }
  | { status: 'limited'; email: string; minutes: number }

export type LinkAnswer = { status: 'refused' } | { status: 'limited'; minutes: number }

/** The sheet action's answer when nothing was written: the sheet as posted, and why. */
export type SheetAnswer = {
  result: ReturnType<ResultSubmission['reply']>
  problem: 'invalid' | 'refused'
  reason?: string
}

/** A passkey as the passkeys page lists it: when it was added and last used, in the league's time. */
export type PasskeyItemView = { id: string; added: string; lastUsed?: string }

/** One of the operator's open sessions: when it began and was last used, whether it is this one. */
export type SessionItemView = { started: string; lastUsed: string; current: boolean }

/** The discipline action's answer when nothing was written: the form as posted, and why. */
export type DisciplineAnswer = {
  intent: DisciplineIntent
  result: ReturnType<DisciplineSubmission<DisciplineIntent>['reply']>
  problem: 'invalid' | 'refused'
  reason?: string
}

/** The review action's answer when nothing was written: the form as posted, and why. */
export type ReviewAnswer = {
  result: ReturnType<ReviewSubmission['reply']>
  problem: 'invalid' | 'refused'
}

/**
 * A media form's answer when nothing was written (news, sponsors, banners): the form as posted
 * (its file must be chosen again), and why: a field, the image, or the league refused it.
 */
export type MediaFormAnswer = {
  result: ReturnType<MediaSubmission<MediaKind>['reply']>
  problem: 'invalid' | 'refused' | 'upload'
  reason?: string
}
