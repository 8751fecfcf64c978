import type { WriteRefusal } from '~/league/index.ts'

import { writeRefusalsEn } from './catalogues/write-refusals.en.ts'
import { writeRefusalsFr } from './catalogues/write-refusals.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'

/** A writer's refusal in the operator's language. */
export function refusalText(refusal: WriteRefusal, lang: Lang): string {
  const values = refusal.values as Record<string, string | number>
  return catalogueText(lang, writeRefusalsFr, writeRefusalsEn)(refusal.code, values)
}
