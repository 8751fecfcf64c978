import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'

/**
 * What an operator typed (a postponement's reason), in the reader's language: the English when
 * they gave it, else the French, marked « (in French) » on an English page so the reader knows why
 * it is not in English.
 */
export function operatorText(
  text: { fr?: string | undefined; en?: string | undefined },
  lang: Lang,
): string | undefined {
  if (lang === 'fr' || text.en === undefined) {
    if (text.fr === undefined) return text.en
    return lang === 'fr' ? text.fr : `${text.fr} ${translator(lang)('operatorText.inFrench')}`
  }
  return text.en
}

export function calledOffReason(
  calledOff: { reason?: string; reasonEn?: string },
  lang: Lang,
): string | undefined {
  return operatorText({ fr: calledOff.reason, en: calledOff.reasonEn }, lang)
}
