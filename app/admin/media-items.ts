// News, sponsors and the preseason banner as the one media editor shows them.
import type { MediaFormErrorCode, MediaKind } from './media-form.ts'
import type { MediaKey } from './media-text.ts'

export type { MediaFormErrorCode, MediaKind }

/** Push ids start with '-', so no item is called so. */
export const NEW_ITEM = 'new'

export const MEDIA_NOTICES = ['added', 'saved', 'removed'] as const
export type MediaNotice = (typeof MEDIA_NOTICES)[number]

export type MediaFieldSpec =
  | {
      name: string
      control: 'text' | 'url' | 'date' | 'textarea'
      label: MediaKey
      hint?: MediaKey
      lang?: 'fr' | 'en'
    }
  | { name: string; control: 'checkbox'; label: MediaKey }
  | {
      name: 'image'
      control: 'image'
      label: MediaKey
      replace: MediaKey
      current: MediaKey
      remove?: MediaKey
    }

export type MediaPageSpec = {
  path: string
  list: boolean
  fields: readonly MediaFieldSpec[]
  text: {
    title: MediaKey
    new?: MediaKey
    edit: MediaKey
    none?: MediaKey
    back?: MediaKey
    notFound: MediaKey
    add: MediaKey
    save: MediaKey
    done: Partial<Record<MediaNotice, MediaKey>>
    remove?: { summary: MediaKey; hint: MediaKey; confirm: MediaKey }
    caption?: MediaKey
    noImage?: MediaKey
  }
  site?: { to: string; text: MediaKey }
}

export const MEDIA_PAGES: Readonly<Record<MediaKind, MediaPageSpec>> = {
  news: {
    path: '/admin/news',
    list: true,
    fields: [
      { name: 'titleFr', control: 'text', label: 'media.news.titleFr', lang: 'fr' },
      { name: 'articleFr', control: 'textarea', label: 'media.news.articleFr', lang: 'fr' },
      { name: 'titleEn', control: 'text', label: 'media.news.titleEn', lang: 'en' },
      { name: 'articleEn', control: 'textarea', label: 'media.news.articleEn', lang: 'en' },
      { name: 'date', control: 'date', label: 'media.news.date', hint: 'media.news.dateHint' },
      {
        name: 'image',
        control: 'image',
        label: 'media.news.image',
        replace: 'media.replaceImage',
        current: 'media.news.currentImage',
        remove: 'media.news.removeImage',
      },
    ],
    text: {
      title: 'media.news.title',
      new: 'media.news.new',
      edit: 'media.news.edit',
      none: 'media.news.none',
      back: 'media.news.back',
      notFound: 'media.news.notFound',
      add: 'media.news.publish',
      save: 'media.save',
      done: {
        added: 'media.news.done.added',
        saved: 'media.news.done.saved',
        removed: 'media.news.done.removed',
      },
      remove: {
        summary: 'media.news.remove',
        hint: 'media.news.removeHint',
        confirm: 'media.news.removeConfirm',
      },
    },
  },
  sponsor: {
    path: '/admin/sponsors',
    list: true,
    fields: [
      { name: 'name', control: 'text', label: 'media.sponsors.name' },
      {
        name: 'image',
        control: 'image',
        label: 'media.sponsors.logo',
        replace: 'media.replaceImage',
        current: 'media.sponsors.currentLogo',
      },
      {
        name: 'websiteUrl',
        control: 'url',
        label: 'media.sponsors.link',
        hint: 'media.sponsors.linkHint',
      },
      { name: 'active', control: 'checkbox', label: 'media.sponsors.active' },
    ],
    text: {
      title: 'media.sponsors.title',
      new: 'media.sponsors.new',
      edit: 'media.sponsors.edit',
      none: 'media.sponsors.none',
      back: 'media.sponsors.back',
      notFound: 'media.sponsors.notFound',
      add: 'media.sponsors.add',
      save: 'media.save',
      done: { added: 'media.sponsors.done.added', saved: 'media.sponsors.done.saved' },
    },
  },
  preseason: {
    path: '/admin/preseason',
    list: false,
    fields: [
      {
        name: 'image',
        control: 'image',
        label: 'media.preseason.banner',
        replace: 'media.preseason.replace',
        current: 'media.preseason.current',
      },
    ],
    text: {
      title: 'media.preseason.title',
      edit: 'media.preseason.title',
      notFound: 'media.preseason.noSeason',
      add: 'media.preseason.save',
      save: 'media.preseason.save',
      done: { saved: 'media.preseason.saved' },
      caption: 'media.preseason.season',
      noImage: 'media.preseason.none',
    },
    site: { to: '/preseason', text: 'media.preseason.see' },
  },
}

export function mediaKindAt(pathname: string): MediaKind {
  const kind = (Object.keys(MEDIA_PAGES) as MediaKind[]).find((kind) => {
    const path = MEDIA_PAGES[kind].path
    return pathname === path || pathname.startsWith(`${path}/`)
  })
  // app/routes.ts registers the editor's routes at these addresses only.
  if (!kind) throw new Error(`no media kind lives at ${pathname}`)
  return kind
}

export function mediaItemPath(kind: MediaKind, itemId: string): string {
  const { path, list } = MEDIA_PAGES[kind]
  return list ? `${path}/${encodeURIComponent(itemId)}` : path
}

export type MediaRow = {
  id: string
  title: string
  detail: string
  shown: boolean
  image?: string
}

export type MediaListView = { kind: MediaKind; rows?: MediaRow[]; notice?: MediaNotice }

/** A ticked box is 'on'. */
export type MediaItemView = {
  kind: MediaKind
  itemId?: string
  values?: Record<string, string>
  imageUrl?: string
  season?: string
  notice?: MediaNotice
  problem?: 'notFound' | 'unavailable'
}
