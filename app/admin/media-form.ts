import type { Submission } from '@conform-to/react'
import { isoDay, parseCoded, requiredText, z } from '../utils/zod.ts'

import { imageFile, type UploadProblem } from './image-field.ts'

export type MediaFormErrorCode = 'required' | 'tooLong' | 'date' | 'url' | UploadProblem

export function webAddress(text: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    const ok =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) &&
      !url.username &&
      !url.password
    return ok ? url.href : undefined
  } catch {
    return undefined
  }
}

const link = z
  .string()
  .trim()
  .max(500, { error: 'tooLong' })
  .transform((text, context) => {
    const url = webAddress(text)
    if (!url) context.addIssue({ code: 'custom', message: 'url' })
    return url ?? text
  })

/** The image is required by the action when new. */
const SCHEMAS = {
  news: z.object({
    titleFr: requiredText(200),
    titleEn: requiredText(200),
    articleFr: requiredText(20_000),
    articleEn: requiredText(20_000),
    date: isoDay,
    image: imageFile.optional(),
    removeImage: z.boolean().optional(),
  }),
  sponsor: z.object({
    name: requiredText(120),
    websiteUrl: link.optional(),
    active: z.boolean().optional(),
    image: imageFile.optional(),
  }),
  preseason: z.object({ image: imageFile.optional() }),
}

export type MediaKind = keyof typeof SCHEMAS
export type MediaValues = { [K in MediaKind]: z.infer<(typeof SCHEMAS)[K]> }
export type MediaSubmission<K extends MediaKind> = Submission<
  unknown,
  MediaFormErrorCode,
  MediaValues[K]
>

export function parseMediaItem<K extends MediaKind>(
  kind: K,
  formData: FormData,
): MediaSubmission<K> {
  return parseCoded<MediaFormErrorCode, z.ZodType>(SCHEMAS[kind], formData) as MediaSubmission<K>
}
