import { searchPageEn } from './catalogues/search-page.en.ts'
import { searchPageFr } from './catalogues/search-page.fr.ts'
import type { Lang } from './language.ts'
import { interpolate } from './messages.ts'

export type SearchPageKey = keyof typeof searchPageFr

/** Translator of the search page's server-only texts. */
export function searchPageText(lang: Lang) {
  const catalogue: Record<SearchPageKey, string> = lang === 'fr' ? searchPageFr : searchPageEn
  return (key: SearchPageKey, params?: Record<string, string | number>) =>
    interpolate(catalogue[key], params)
}
