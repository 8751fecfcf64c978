/**
 * The step every console media form shares: read the post (a byte limit while reading), check
 * the session, the origin and the token, validate with the form's schema, store the image if one
 * was chosen, write the league through the console's one way, and answer. A form that fails
 * answers what was posted and why, with the image's problem on its field.
 */
import type { Submission } from '@conform-to/react'
import { data, redirect } from 'react-router'

import type { Lang } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import type { WriteOutcome } from '~/league/index.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { MediaFormErrorCode } from './news-form.ts'
import { readLimitedForm, storeUploadedImage, type UploadKind } from './image-upload.server.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { NO_STORE, type Signed, checkPost, requireOperator } from './session.server.ts'

export type PostedForm = { signed: Signed; form: FormData }

/** The signed-in operator's post, read within the upload limit and checked (origin, token). */
export async function readMediaPost(request: Request): Promise<PostedForm | Response> {
  const signed = requireOperator(request)
  const read = await readLimitedForm(request)
  if (!read.ok) {
    const answer: MediaFormAnswer = {
      result: { status: 'error', error: { image: 'tooBig' } },
      problem: 'upload',
    }
    return data(answer, { status: 413, headers: NO_STORE }) as unknown as Response
  }
  checkPost(request, read.form, signed.csrf)
  return { signed, form: read.form }
}

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
}) {
  const { signed, submission, image, plan, done } = options
  if (submission.status !== 'success') {
    const answer: MediaFormAnswer = { result: submission.reply(), problem: 'invalid' }
    return data(answer, { status: 400, headers: NO_STORE })
  }
  let imageValue: string | undefined
  if (image && (image.file || image.required)) {
    const stored = await storeUploadedImage(image.file, image.kind)
    if (!stored.ok) {
      const answer: MediaFormAnswer = {
        result: submission.reply({ fieldErrors: { image: stored.problem } }),
        problem: 'upload',
      }
      return data(answer, { status: 422, headers: NO_STORE })
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
) {
  const lang: Lang = signed.lang
  const outcome = await writeLeagueChange(
    { operator: signed.operator.email, action, target, lang },
    writer,
  )
  if (!outcome.ok) {
    const answer: MediaFormAnswer = { result, problem: 'refused', reason: outcome.reason }
    return data(answer, { status: 409, headers: NO_STORE })
  }
  throw redirect(localizedHref(done, lang), { status: 303, headers: NO_STORE })
}
