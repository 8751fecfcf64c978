/**
 * The step every console media form shares: validate with the form's schema, store the image if
 * one was chosen, write the league through the console's one way, and answer. A form that fails
 * answers what was posted and why, with the image's problem on its field.
 */
import type { Submission } from '@conform-to/react'

import { localizedHref } from '~/i18n/localized-href.ts'
import type { WriteOutcome } from '~/league/index.ts'
import { type ActionResult, actionAnswer, pageRedirect } from '~/utils/page-result.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { MediaFormErrorCode } from './news-form.ts'
import { storeUploadedImage, type UploadKind } from './image-upload.server.ts'
import { writeLeagueChange } from './league-write.server.ts'
import type { Signed } from './session.server.ts'

export type MediaPlan = {
  action: string
  target: string
  writer: (tree: unknown) => WriteOutcome
}

/**
 * Stores the submission's image (when `image` names a file or `imageRequired` says one must be
 * there), then writes what `plan` makes of its value, and redirects to `done`.
 */
export async function saveMediaForm<V>(options: {
  signed: Signed
  submission: Submission<unknown, MediaFormErrorCode, V>
  image?: { file: File | undefined; kind: UploadKind; required: boolean }
  plan: (value: V, image: string | undefined) => MediaPlan
  done: string
}): Promise<ActionResult<MediaFormAnswer>> {
  const { signed, submission, image, plan, done } = options
  if (submission.status !== 'success')
    return actionAnswer({ result: submission.reply(), problem: 'invalid' }, 400)
  let imageValue: string | undefined
  if (image && (image.file || image.required)) {
    const stored = await storeUploadedImage(image.file, image.kind)
    if (!stored.ok) {
      const result = submission.reply({ fieldErrors: { image: stored.problem } })
      return actionAnswer({ result, problem: 'upload' }, 422)
    }
    imageValue = stored.value
  }
  return commitMediaChange(signed, plan(submission.value, imageValue), done, submission.reply())
}

/** Writes `plan` and redirects to `done`, or answers 409 with the league's reason. */
export async function commitMediaChange(
  signed: Signed,
  { action, target, writer }: MediaPlan,
  done: string,
  result: MediaFormAnswer['result'] = {},
): Promise<ActionResult<MediaFormAnswer>> {
  const outcome = await writeLeagueChange(
    { operator: signed.operator.email, action, target, lang: signed.lang },
    writer,
  )
  if (!outcome.ok) return actionAnswer({ result, problem: 'refused', reason: outcome.reason }, 409)
  return pageRedirect(localizedHref(done, signed.lang))
}
