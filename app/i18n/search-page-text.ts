import { searchPageEn } from './catalogues/search-page.en.ts'
import { searchPageFr } from './catalogues/search-page.fr.ts'
import type { Lang } from './language.ts'
import { frenchSpacing, interpolate, withLeague } from './messages.ts'

export type SearchPageKey = keyof typeof searchPageFr

export function searchPageText(lang: Lang) {
  const catalogue: Record<SearchPageKey, string> = lang === 'fr' ? searchPageFr : searchPageEn
  return (key: SearchPageKey, params?: Record<string, string | number>) =>
    interpolate(
      lang === 'fr' ? frenchSpacing(catalogue[key]) : catalogue[key],
      withLeague(lang, params),
    )
}
