import type { Lang } from './language.ts'
import { hasCatalogue, registerCatalogue } from './messages.ts'

/**
 * Loads the message catalogue of `lang` in the browser (one chunk per language), before the
 * first render in that language: at hydration (entry.client.tsx) and before a navigation to the
 * other language (the root's clientLoader).
 */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return
  if (lang === 'en') registerCatalogue('en', (await import('./messages.en.ts')).messagesEn)
  else registerCatalogue('fr', (await import('./messages.fr.ts')).messagesFr)
}
