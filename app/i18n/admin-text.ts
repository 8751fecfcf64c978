import { useMemo } from 'react'

import { adminEn } from './catalogues/admin.en.ts'
import { adminFr } from './catalogues/admin.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'
import { useLang } from './use-translation.ts'

export type AdminKey = keyof typeof adminFr
export type AdminTranslate = (key: AdminKey, params?: Record<string, string | number>) => string

// In the console's own chunk, never in the catalogue every public page loads.
export function adminText(lang: Lang): AdminTranslate {
  return catalogueText(lang, adminFr, adminEn)
}

export function useAdminT(): AdminTranslate {
  const lang = useLang()
  return useMemo(() => adminText(lang), [lang])
}
