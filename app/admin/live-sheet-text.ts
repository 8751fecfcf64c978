import { useMemo } from 'react'

import { liveSheetEn } from '~/i18n/catalogues/live-sheet.en.ts'
import { liveSheetFr } from '~/i18n/catalogues/live-sheet.fr.ts'
import type { Lang } from '~/i18n/language.ts'
import { catalogueText } from '~/i18n/messages.ts'
import { useLang } from '~/i18n/use-translation.ts'

export type LiveSheetKey = keyof typeof liveSheetFr
export type LiveSheetTranslate = (
  key: LiveSheetKey,
  params?: Record<string, string | number>,
) => string

/**
 * Translator of the scorekeeper's live sheet, as `deskText` is the registrations desk's: apart
 * from the console's catalogue, so only the live sheet carries it.
 */
export function liveSheetText(lang: Lang): LiveSheetTranslate {
  return catalogueText(lang, liveSheetFr, liveSheetEn)
}

export function useLiveSheetT(): LiveSheetTranslate {
  const lang = useLang()
  return useMemo(() => liveSheetText(lang), [lang])
}
