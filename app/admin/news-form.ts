/**
 * The news form (zod, through Conform, in the browser and in the action): French and English
 * title and text, the publish date, an optional image. Issues carry a short code as their
 * message; the page words them in the operator's language (admin catalogues).
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from '../utils/zod.ts'

import { imageFile, type UploadProblem } from './image-field.ts'

export type MediaFormErrorCode = 'required' | 'tooLong' | 'date' | 'url' | UploadProblem

export const required = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

const day = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d\d-\d\d$/, { error: 'date' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), { error: 'date' })

export const newsSchema = z.object({
  titleFr: required(200),
  titleEn: required(200),
  articleFr: required(20_000),
  articleEn: required(20_000),
  date: day,
  image: imageFile.optional(),
  removeImage: z.boolean().optional(),
})

export type NewsValues = z.infer<typeof newsSchema>
export type NewsSubmission = Submission<unknown, MediaFormErrorCode, NewsValues>

const firstCode = (issues: z.core.$ZodIssue[]) => issues[0]!.message as MediaFormErrorCode

export function parseNews(formData: FormData): NewsSubmission {
  return parseWithZod(formData, {
    schema: newsSchema,
    formatError: firstCode,
  }) as unknown as NewsSubmission
}

/** The same, for any of the console's media forms (sponsors, banners). */
export function parseMediaForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): Submission<unknown, MediaFormErrorCode, z.infer<S>> {
  return parseWithZod(formData, { schema, formatError: firstCode }) as unknown as Submission<
    unknown,
    MediaFormErrorCode,
    z.infer<S>
  >
}
