import { useMemo } from 'react'

import { useRootData } from '~/utils/use-root-data.ts'

import { DEFAULT_LANG, type Lang } from './language.ts'
import { type Translate, translator } from './messages.ts'

export function useLang(): Lang {
  return useRootData()?.lang ?? DEFAULT_LANG
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}
