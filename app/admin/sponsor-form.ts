/**
 * The sponsor form (zod, through Conform, in the browser and in the action): a name, a link
 * (a web address; `https://` is added when the operator types a bare host), whether it shows on
 * the site, and a logo (required for a new sponsor: the action says so).
 */
import { z } from '../utils/zod.ts'

import { imageFile } from './image-field.ts'
import { parseMediaForm, required } from './news-form.ts'

/** 'cafelune.ca/menu' → 'https://cafelune.ca/menu'; undefined when it is no web address. */
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

export const sponsorSchema = z.object({
  name: required(120),
  websiteUrl: link.optional(),
  active: z.boolean().optional(),
  image: imageFile.optional(),
})

export type SponsorValues = z.infer<typeof sponsorSchema>

export const parseSponsor = (formData: FormData) => parseMediaForm(sponsorSchema, formData)
