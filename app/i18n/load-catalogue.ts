import type { Lang } from './language.ts'
import { hasCatalogue, registerCatalogue } from './messages.ts'

/** One chunk per language, loaded before the first render in that language. */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return
  if (lang === 'en') registerCatalogue('en', (await import('./messages.en.ts')).messagesEn)
  else registerCatalogue('fr', (await import('./messages.fr.ts')).messagesFr)
}
