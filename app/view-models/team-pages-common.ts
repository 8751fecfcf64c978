// Pure: an avatar carries its photo as the data names it, and the page loader resolves it.
import type { MetaDescriptor } from 'react-router'

import type { Lang } from '~/i18n/language.ts'
import { type League, initials, localName } from '~/league/index.ts'
import { pageMeta } from '~/utils/meta.ts'

export type PhotoKind = 'team' | 'player'

export type PhotoRef = { value: string; kind: PhotoKind }

export type PageMeta = {
  title: string
  description: string
  noindex?: boolean
}

export function teamPagesMeta(lang: Lang, meta: PageMeta | undefined): MetaDescriptor[] {
  const descriptors = pageMeta(lang, meta?.title, meta?.description)
  return meta?.noindex ? [...descriptors, { name: 'robots', content: 'noindex' }] : descriptors
}

export type AvatarView = {
  name: string
  initials: string
  photoRef?: PhotoRef
  photoUrl?: string
}

export function avatarView(name: string, photo: string | undefined, kind: PhotoKind): AvatarView {
  const view: AvatarView = { name, initials: initials(name) }
  if (photo !== undefined) view.photoRef = { value: photo, kind }
  return view
}

export type StatLineView = AvatarView & {
  key: string
  href?: string
  number?: number
  gp?: number
  goals: number
  assists: number
  yellow: number
  red: number
  suspended: boolean
}

export function seasonName(league: League, seasonId: string | undefined, lang: Lang): string {
  if (seasonId === undefined) return ''
  const season = league.seasons.find((candidate) => candidate.id === seasonId)
  return season ? localName(season, lang) : seasonId
}

/**
 * For an id that exists in one season only: the preferred, the active, then the others newest
 * first.
 */
export function seasonSearchOrder(league: League, preferred?: string): string[] {
  const order: string[] = []
  const add = (id: string | undefined) => {
    if (id !== undefined && id !== '' && !order.includes(id)) order.push(id)
  }
  add(preferred)
  add(league.activeSeason?.id)
  for (const season of [...league.seasons].reverse()) add(season.id)
  return order
}
