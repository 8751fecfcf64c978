import { useMemo } from 'react'

import { consoleMediaEn } from '~/i18n/catalogues/console-media.en.ts'
import { consoleMediaFr } from '~/i18n/catalogues/console-media.fr.ts'
import type { Lang } from '~/i18n/language.ts'
import { catalogueText } from '~/i18n/messages.ts'
import { useLang } from '~/i18n/use-translation.ts'

export type MediaKey = keyof typeof consoleMediaFr
export type MediaTranslate = (key: MediaKey, params?: Record<string, string | number>) => string

// Apart from the console's catalogue, so only these pages carry it.
export function mediaText(lang: Lang): MediaTranslate {
  return catalogueText(lang, consoleMediaFr, consoleMediaEn)
}

export function useMediaT(): MediaTranslate {
  const lang = useLang()
  return useMemo(() => mediaText(lang), [lang])
}
