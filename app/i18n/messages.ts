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

/**
 * French puts a non-breaking space before « : », « ; », « ! », « ? » and » and after «, so none
 * of them ever starts a line ("pour conclure / : les séries"). The catalogues are written with a
 * plain space (easier to type and to review); the space is made non-breaking here, once.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
}

/** Makes a catalogue available to `translator` (the browser, once loaded). */
export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = lang === 'fr' ? (mapValues(catalogue, frenchSpacing) as Catalogue) : catalogue
}

export function hasCatalogue(lang: Lang): boolean {
  return catalogues[lang] !== undefined
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** The league profile's words ('{leagueName}', '{venueList}'), per language. */
const leagueTexts: Partial<Record<Lang, Record<string, string>>> = {}

/**
 * Fills the catalogues' league placeholders with the profile's words: on the server from the
 * LEAGUE_PROFILE file at start, in the browser from the root loader before the page renders.
 */
export function registerLeagueTexts(lang: Lang, texts: Record<string, string>): void {
  leagueTexts[lang] = lang === 'fr' ? mapValues(texts, frenchSpacing) : texts
}

/** A message's parameters with the league's words for the placeholders the caller leaves. */
export function withLeague(lang: Lang, params?: Record<string, string | number>) {
  const league = leagueTexts[lang]
  return league && params ? { ...league, ...params } : (params ?? league)
}

function mapValues(texts: Record<string, string>, map: (text: string) => string) {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, map(text)]))
}

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
  // Read at each call: the browser registers the league's words after loading the catalogue.
  return (key, params) => interpolate(catalogue[key], withLeague(lang, params))
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(catalogueOf(lang))
}
