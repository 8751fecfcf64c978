import type { Lang } from './language.ts'
import type { MessageKey } from './messages.fr.ts'

export type { MessageKey }
type Catalogue = Record<MessageKey, string>

/**
 * One catalogue per language (messages.fr.ts, messages.en.ts), each merged from the feature
 * catalogues in app/i18n/catalogues/, registered before use: both on the server
 * (catalogues.server.ts, imported by the server entry), only the page's language in the browser
 * (load-catalogue.ts), so a French page carries no English strings and the reverse.
 */
const catalogues: Partial<Record<Lang, Catalogue>> = {}

/** Makes a catalogue available to `translator` (the browser, once loaded). */
export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = catalogue
}

export function hasCatalogue(lang: Lang): boolean {
  return catalogues[lang] !== undefined
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Replaces `{name}` placeholders; unknown placeholders are left visible to catch mistakes. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

function catalogueOf(lang: Lang): Catalogue {
  const catalogue = catalogues[lang]
  if (!catalogue) throw new Error(`the ${lang} message catalogue is not loaded`)
  return catalogue
}

export function translator(lang: Lang): Translate {
  const catalogue = catalogueOf(lang)
  return (key, params) => interpolate(catalogue[key], params)
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(catalogueOf(lang))
}
