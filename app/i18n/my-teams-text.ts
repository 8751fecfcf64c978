import { myTeamsEn } from './catalogues/my-teams.en.ts'
import { myTeamsFr } from './catalogues/my-teams.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'

export type MyTeamsKey = keyof typeof myTeamsFr

/** Loaded with the home's strip, so pages without it do not carry its words. */
export function myTeamsText(lang: Lang) {
  return catalogueText<MyTeamsKey>(lang, myTeamsFr, myTeamsEn)
}
