/** The news dialog's link to the article's own page. */
export const newsFr = {
  'news.readArticle': 'Lire l’article',
} as const
