import { searchPageEn } from './catalogues/search-page.en.ts'
import { searchPageFr } from './catalogues/search-page.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'

export type SearchPageKey = keyof typeof searchPageFr

export function searchPageText(lang: Lang) {
  return catalogueText<SearchPageKey>(lang, searchPageFr, searchPageEn)
}
