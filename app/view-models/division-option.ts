import type { Lang } from '~/i18n/language.ts'
import { type Division, type Sex, localName } from '~/league/index.ts'

export type DivisionOption = { id: string; name: string; sex: Sex }

export function divisionOption(division: Division, lang: Lang): DivisionOption {
  return { id: division.id, name: localName(division, lang), sex: division.sex }
}
