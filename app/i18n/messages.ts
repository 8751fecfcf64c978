import { frenchSpacing } from '../league/labels.ts'

import type { Lang } from './language.ts'
import type { MessageKey } from './messages.fr.ts'

export { frenchSpacing }

export type { MessageKey }
type Catalogue = Record<MessageKey, string>

const catalogues: Partial<Record<Lang, Catalogue>> = {}

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  catalogues[lang] = lang === 'fr' ? (mapValues(catalogue, frenchSpacing) as Catalogue) : catalogue
}

export function hasCatalogue(lang: Lang): boolean {
  return catalogues[lang] !== undefined
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

const leagueTexts: Partial<Record<Lang, Record<string, string>>> = {}

export function registerLeagueTexts(lang: Lang, texts: Record<string, string>): void {
  leagueTexts[lang] = lang === 'fr' ? mapValues(texts, frenchSpacing) : texts
}

export function withLeague(lang: Lang, params?: Record<string, string | number>) {
  const league = leagueTexts[lang]
  return league && params ? { ...league, ...params } : (params ?? league)
}

function mapValues(texts: Record<string, string>, map: (text: string) => string) {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, map(text)]))
}

// `{n, plural, one {# match} other {# matchs}}`, `{sex, select, women {Joueuse} other {Joueur}}`.
const CHOICE = /\{(\w+), (plural|select),((?:\s*\w+ \{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g
const BRANCH = /(\w+) \{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g

const pluralRules = new Map<Lang, Intl.PluralRules>()

function choose(kind: string, value: string | number | undefined, lang: Lang): string {
  if (kind === 'select') return String(value ?? 'other')
  let rules = pluralRules.get(lang)
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)))
  return rules.select(Number(value))
}

/** Plurals by the language's rules (French 0 is singular); unknown placeholders stay visible. */
export function interpolate(
  text: string,
  params: Record<string, string | number> = {},
  lang: Lang = 'fr',
): string {
  const chosen = text.replace(CHOICE, (match, name: string, kind: string, branches: string) => {
    const value = params[name]
    if (kind === 'plural' && typeof value !== 'number') return match
    const forms = new Map([...branches.matchAll(BRANCH)].map(([, rule, form]) => [rule, form]))
    const form = forms.get(choose(kind, value, lang)) ?? forms.get('other') ?? ''
    return kind === 'plural' ? form.replaceAll('#', String(value)) : form
  })
  return chosen.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/** `translator` for a catalogue kept out of the one every page loads (console, share images…). */
export function catalogueText<Key extends string>(
  lang: Lang,
  french: Record<Key, string>,
  english: Record<Key, string>,
): (key: Key, params?: Record<string, string | number>) => string {
  const catalogue = lang === 'fr' ? french : english
  return (key, params) =>
    interpolate(
      lang === 'fr' ? frenchSpacing(catalogue[key]) : catalogue[key],
      withLeague(lang, params),
      lang,
    )
}

function catalogueOf(lang: Lang): Catalogue {
  const catalogue = catalogues[lang]
  if (!catalogue) throw new Error(`the ${lang} message catalogue is not loaded`)
  return catalogue
}

export function translator(lang: Lang): Translate {
  const catalogue = catalogueOf(lang)
  // The browser registers the league's words after loading the catalogue.
  return (key, params) => interpolate(catalogue[key], withLeague(lang, params), lang)
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(catalogueOf(lang))
}
