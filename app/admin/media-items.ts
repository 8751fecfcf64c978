/**
 * The console's media items as its one editor shows them: news and sponsors are lists of items,
 * each with its form; the preseason banner is one item. Each kind names its address, its form's
 * fields and its words; the list and form pages and media-pages.server.ts do the rest alike.
 */
import type { MediaFormErrorCode, MediaKind } from './media-form.ts'
import type { MediaKey } from './media-text.ts'

export type { MediaFormErrorCode, MediaKind }

/** The id in the URL of a new item's form (push ids start with '-', so no item is called so). */
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
      /** The label once there is an image to replace. */
      replace: MediaKey
      /** The current image's text alternative. */
      current: MediaKey
      /** A box that removes the current image. */
      remove?: MediaKey
    }

export type MediaPageSpec = {
  /** The address of the kind's list, or of its one item's form. */
  path: string
  /** A list of items (news, sponsors), or one item (the banner). */
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
    /** The removal of an item: its summary, hint and button. */
    remove?: { summary: MediaKey; hint: MediaKey; confirm: MediaKey }
    /** A line above the form, given the season (`{season}`); another when there is no image. */
    caption?: MediaKey
    noImage?: MediaKey
  }
  /** The public page that shows it. */
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

/** The kind whose pages live at `pathname` (`/admin/news`, `/admin/sponsors/-N…`, …). */
export function mediaKindAt(pathname: string): MediaKind {
  const kind = (Object.keys(MEDIA_PAGES) as MediaKind[]).find((kind) => {
    const path = MEDIA_PAGES[kind].path
    return pathname === path || pathname.startsWith(`${path}/`)
  })
  // app/routes.ts registers the editor's routes at these addresses only.
  if (!kind) throw new Error(`no media kind lives at ${pathname}`)
  return kind
}

/** The address of an item's form: in its kind's list, or the banner's page. */
export function mediaItemPath(kind: MediaKind, itemId: string): string {
  const { path, list } = MEDIA_PAGES[kind]
  return list ? `${path}/${encodeURIComponent(itemId)}` : path
}

/** An item of a list, worded in the operator's language; hidden sponsors are not `shown`. */
export type MediaRow = {
  id: string
  title: string
  detail: string
  shown: boolean
  image?: string
}

export type MediaListView = { kind: MediaKind; rows?: MediaRow[]; notice?: MediaNotice }

/**
 * One item's form: its values as the form takes them (a ticked box is 'on'), its current image,
 * and for the banner the season it belongs to. No `values`: there is no such item (`notFound`)
 * or the league cannot be read (`unavailable`).
 */
export type MediaItemView = {
  kind: MediaKind
  /** Undefined for a new item and for the banner. */
  itemId?: string
  values?: Record<string, string>
  imageUrl?: string
  season?: string
  notice?: MediaNotice
  problem?: 'notFound' | 'unavailable'
}
