import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'

import { DEFAULT_LANG, type Lang } from './language.ts'
import { type Translate, translator } from './messages.ts'

type RootLanguageData = { lang: Lang } | undefined

export function useLang(): Lang {
  const data = useRouteLoaderData('root') as RootLanguageData
  return data?.lang ?? DEFAULT_LANG
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}
