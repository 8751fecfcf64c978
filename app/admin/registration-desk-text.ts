import { useMemo } from 'react'

import { registrationDeskEn } from '~/i18n/catalogues/registration-desk.en.ts'
import { registrationDeskFr } from '~/i18n/catalogues/registration-desk.fr.ts'
import type { Lang } from '~/i18n/language.ts'
import { catalogueText } from '~/i18n/messages.ts'
import { useLang } from '~/i18n/use-translation.ts'

export type DeskKey = keyof typeof registrationDeskFr
export type DeskTranslate = (key: DeskKey, params?: Record<string, string | number>) => string

// Kept with the console's modules: vite.config.ts keeps app/admin out of the chunk every public
// page loads.
export function deskText(lang: Lang): DeskTranslate {
  return catalogueText(lang, registrationDeskFr, registrationDeskEn)
}

export function useDeskT(): DeskTranslate {
  const lang = useLang()
  return useMemo(() => deskText(lang), [lang])
}
