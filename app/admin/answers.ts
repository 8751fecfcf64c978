// Apart from the server code that makes them, so components can name them (components never import
// `*.server.ts`).
import type { DisciplineIntent, DisciplineSubmission } from './discipline-form.ts'
import type { MediaKind, MediaSubmission } from './media-form.ts'
import type { ReviewStateView } from './registration-desk-view.ts'
import type { ReviewSubmission } from './registration-review.ts'
import type { ResultSubmission } from './result-form.ts'

export type ConsoleFrameView = { operator?: { email: string; name: string }; csrf: string }

export type SignInAnswer =
  | { status: 'sent' }
  | { status: 'invalid'; email: string }
  | { status: 'limited'; email: string; minutes: number }

export type LinkAnswer = { status: 'refused' } | { status: 'limited'; minutes: number }

export type SheetAnswer = {
  result: ReturnType<ResultSubmission['reply']>
  problem: 'invalid' | 'refused'
  reason?: string
}

export type PasskeyItemView = { id: string; added: string; lastUsed?: string }

export type SessionItemView = { started: string; lastUsed: string; current: boolean }

export type DisciplineAnswer = {
  intent: DisciplineIntent
  result: ReturnType<DisciplineSubmission<DisciplineIntent>['reply']>
  problem: 'invalid' | 'refused'
  reason?: string
}

export type ReviewAnswer = {
  result: ReturnType<ReviewSubmission['reply']>
  problem: 'invalid' | 'refused' | 'conflict'
  /** On a conflict: the review another operator saved since the form was drawn. */
  current?: ReviewStateView
}

/** Its file must be chosen again. */
export type MediaFormAnswer = {
  result: ReturnType<MediaSubmission<MediaKind>['reply']>
  problem: 'invalid' | 'refused' | 'upload'
  reason?: string
}

/**
 * The live sheet's answer: what a tap did (the sheet shows the game as it now stands), or why
 * nothing was written.
 */
export type LiveSheetAnswer =
  | { done: 'start' | 'event' | 'assist' | 'undo' }
  | { problem: 'invalid' | 'refused'; reason?: string }
