// The one place image references become URLs. A failed lookup never fails a page.
import { type MediaKind, resolveMediaUrl } from './media.server.ts'

type Resolved<T extends { imageRef?: string }> = Omit<T, 'imageRef'> & { image?: string }

type PhotoRef = { value: string; kind: 'team' | 'player' }

export function resolveImage(
  imageRef: string | undefined,
  kind: MediaKind,
): Promise<string | undefined> {
  if (imageRef === undefined) return Promise.resolve(undefined)
  return resolveMediaUrl(imageRef, kind).catch(() => undefined)
}

export async function resolveImages<T extends { imageRef?: string }>(
  items: readonly T[],
  kind: MediaKind,
): Promise<Resolved<T>[]> {
  return Promise.all(
    items.map(async ({ imageRef, ...rest }) => {
      const image = await resolveImage(imageRef, kind)
      return image === undefined ? rest : { ...rest, image }
    }),
  )
}

/** Each distinct photo is looked up once, however often the view shows it. */
export async function resolvePhotos<View>(view: View): Promise<View> {
  const refs = new Map<string, PhotoRef>()
  collectPhotoRefs(view, refs)
  const urls = new Map<string, string | undefined>()
  await Promise.all(
    [...refs].map(async ([key, ref]) => urls.set(key, await resolveImage(ref.value, ref.kind))),
  )
  return withPhotoUrls(view, urls)
}

const refKey = (ref: PhotoRef) => `${ref.kind}\u0000${ref.value}`

function isPhotoRef(value: unknown): value is PhotoRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PhotoRef).value === 'string' &&
    ((value as PhotoRef).kind === 'team' || (value as PhotoRef).kind === 'player')
  )
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function collectPhotoRefs(value: unknown, refs: Map<string, PhotoRef>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectPhotoRefs(item, refs)
  } else if (isPlain(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'photoRef' && isPhotoRef(field)) refs.set(refKey(field), field)
      else collectPhotoRefs(field, refs)
    }
  }
}

function withPhotoUrls<T>(value: T, urls: ReadonlyMap<string, string | undefined>): T {
  if (Array.isArray(value)) return value.map((item) => withPhotoUrls(item, urls)) as T
  if (!isPlain(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (key === 'photoRef' && isPhotoRef(field)) {
      const url = urls.get(refKey(field))
      if (url) copy.photoUrl = url
    } else copy[key] = withPhotoUrls(field, urls)
  }
  return copy as T
}
