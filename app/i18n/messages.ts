import type { Lang } from './language.ts'
import { registrationMessages } from './catalogues/registration.ts'
import { homeMessages } from './catalogues/home.ts'
import { leagueMessages } from './catalogues/league.ts'
import { shellMessages } from './catalogues/shell.ts'
import { standingsPageMessages } from './catalogues/standings-page.ts'
import { preseasonMessages } from './catalogues/preseason.ts'
import { teamPagesMessages } from './catalogues/team-pages.ts'

/**
 * One catalogue per feature (app/i18n/catalogues/), merged here. In each, French is the
 * reference and English must have exactly the same keys, or the type check fails.
 */
const fr = {
  ...shellMessages.fr,
  ...standingsPageMessages.fr,
  ...preseasonMessages.fr,
  ...leagueMessages.fr,
  ...registrationMessages.fr,
  ...homeMessages.fr,
  ...teamPagesMessages.fr,
}
const en: Record<MessageKey, string> = {
  ...shellMessages.en,
  ...standingsPageMessages.en,
  ...preseasonMessages.en,
  ...leagueMessages.en,
  ...registrationMessages.en,
  ...homeMessages.en,
  ...teamPagesMessages.en,
}

export type MessageKey = keyof typeof fr
type Catalogue = Record<MessageKey, string>

const catalogues: Record<Lang, Catalogue> = { fr, en }

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Replaces `{name}` placeholders; unknown placeholders are left visible to catch mistakes. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

export function translator(lang: Lang): Translate {
  const catalogue = catalogues[lang]
  return (key, params) => interpolate(catalogue[key], params)
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(catalogues[lang])
}
