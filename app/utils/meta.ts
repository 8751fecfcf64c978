import type { MetaDescriptor } from 'react-router'

import { DEFAULT_LANG, type Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'

type MatchLike = { id: string; loaderData?: unknown } | undefined

export function langFromMatches(matches: readonly MatchLike[]): Lang {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData as { lang?: Lang } | undefined
  return data?.lang ?? DEFAULT_LANG
}

export function pageMeta(
  lang: Lang,
  title: string | undefined,
  description?: string,
): MetaDescriptor[] {
  const t = translator(lang)
  const fullTitle = title ? `${title} · ${t('site.shortName')}` : t('site.name')
  const text = description ?? t('site.description')
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: lang === 'fr' ? 'fr_CA' : 'en_CA' },
    { property: 'og:locale:alternate', content: lang === 'fr' ? 'en_CA' : 'fr_CA' },
    { property: 'og:site_name', content: t('site.name') },
  ]
}
