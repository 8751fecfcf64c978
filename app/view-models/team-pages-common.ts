/**
 * Pieces shared by the team, match and player page view models: page meta, avatars (photo
 * or initials), per-player stat lines and season names. Pure: an avatar carries its photo as
 * the data names it, and the page loader turns it into a URL (`images.server.ts`).
 */
import type { MetaDescriptor } from 'react-router'

import type { Lang } from '~/i18n/language.ts'
import { type League, initials, localName } from '~/league/index.ts'
import { pageMeta } from '~/utils/meta.ts'

/** Kinds of images these pages show (same values as the data layer's `MediaKind`). */
export type PhotoKind = 'team' | 'player'

/** A photo as the league data names it (a storage path or a URL), and what it shows. */
export type PhotoRef = { value: string; kind: PhotoKind }

export type PageMeta = {
  title: string
  description: string
  /** Error and incomplete states are not worth indexing. */
  noindex?: boolean
}

/** Route `meta` of the three pages: title and description in the page language. */
export function teamPagesMeta(lang: Lang, meta: PageMeta | undefined): MetaDescriptor[] {
  const descriptors = pageMeta(lang, meta?.title, meta?.description)
  return meta?.noindex ? [...descriptors, { name: 'robots', content: 'noindex' }] : descriptors
}

export type AvatarView = {
  name: string
  initials: string
  /** Left by the view model; the loader replaces it by `photoUrl` (or by nothing: initials). */
  photoRef?: PhotoRef
  photoUrl?: string
}

export function avatarView(name: string, photo: string | undefined, kind: PhotoKind): AvatarView {
  const view: AvatarView = { name, initials: initials(name) }
  if (photo !== undefined) view.photoRef = { value: photo, kind }
  return view
}

/** One row of a roster or match-sheet table (GP, goals, assists, yellow, red). */
export type StatLineView = AvatarView & {
  key: string
  href?: string
  number?: number
  /** Games played: roster tables only (a match sheet is one game). */
  gp?: number
  goals: number
  assists: number
  yellow: number
  red: number
  suspended: boolean
}

/** The season's name in the page language, else its id. */
export function seasonName(league: League, seasonId: string | undefined, lang: Lang): string {
  if (seasonId === undefined) return ''
  const season = league.seasons.find((candidate) => candidate.id === seasonId)
  return season ? localName(season, lang) : seasonId
}

/**
 * Seasons to search, in order, for an id that only exists in one season (matches, player
 * links without `season`): the preferred one, then the active one, then the others from
 * the newest (last in tree order, as Firebase orders keys) to the oldest.
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
