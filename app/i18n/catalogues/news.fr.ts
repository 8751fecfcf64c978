/** The news dialog's link to the article's own page (issue 19). */
export const newsFr = {
  'news.readArticle': 'Lire l’article',
} as const
