import type { newsFr } from './news.fr.ts'

/** English twin of `news.fr.ts`. */
export const newsEn: Record<keyof typeof newsFr, string> = {
  'news.readArticle': 'Read the article',
}
