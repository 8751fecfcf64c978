import { DEFAULT_LANG, type Lang } from './language.ts'

/** English pages carry `?lang=en`: each has its own URL, shareable and cacheable. */
export function localizedHref(to: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return to
  const internal = (to.startsWith('/') && !to.startsWith('//')) || to.startsWith('?')
  if (!internal) return to
  const hashAt = to.indexOf('#')
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
  if (params.has('lang')) return to
  params.set('lang', lang)
  return `${path}?${params.toString()}${hash}`
}
