import type { newsPageFr } from './news-page.fr.ts'

/** English twin of `news-page.fr.ts` (server-only). */
export const newsPageEn: Record<keyof typeof newsPageFr, string> = {
  'newsPage.back': 'Back to home',
  'newsPage.notFoundTitle': 'Article not found',
  'newsPage.notFound': 'This article does not exist or has been removed.',
  'newsPage.unavailable': 'Failed to load the article.',
  'newsPage.kicker': 'League news',
  'newsPage.archive': 'All news',
  'newsPage.bracket': 'See the playoff bracket',
  'newsArchive.title': 'News',
  'newsArchive.description': 'Every piece of league news, month by month.',
  'newsArchive.intro': 'Every piece of league news, newest first.',
  'newsArchive.empty': 'No news yet.',
  'newsArchive.undated': 'Undated',
  'newsArchive.unavailable': 'Failed to load the news.',
}
