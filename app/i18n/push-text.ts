import { pushEn } from './catalogues/push.en.ts'
import { pushFr } from './catalogues/push.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'

export type PushKey = keyof typeof pushFr

/** Its own chunk: the notification panel loads it on first open, the server when it sends. */
export function pushText(lang: Lang) {
  return catalogueText<PushKey>(lang, pushFr, pushEn)
}
