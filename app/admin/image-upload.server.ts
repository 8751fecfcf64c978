// The file must be a picture by its content (sharp reads it; name and declared type are ignored),
// re-encoded as a bounded WebP.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { embeddedMediaUrl, mediaDirectory } from '~/data/media.server.ts'
import { configuredStorage, uploadObject } from '~/data/storage-rest.server.ts'
import { getEnv } from '~/env.server.ts'
import { log } from '~/logger.server.ts'

import { UPLOAD_FORM_LIMIT_BYTES, UPLOAD_MAX_BYTES, type UploadProblem } from './image-field.ts'
import type { MediaKind } from './media-form.ts'
/** A 48-megapixel phone photo passes; a decompression bomb does not get decoded. */
export const UPLOAD_MAX_PIXELS = 50_000_000
/**
 * A 33 KB GIF claiming 2000 × 24000 pixels cost seconds: a format decoded whole must be dense
 * enough.
 */
export const UPLOAD_FREE_PIXELS = 4_000_000
export const UPLOAD_MAX_PIXELS_PER_BYTE = 64
/** Only the first frame is decoded: the console keeps a still. */
export const UPLOAD_MAX_FRAMES = 300
export const UPLOAD_MAX_WIDTH = 1600
export const UPLOAD_MAX_HEIGHT = 1600

/** SVG is not among them: it carries scripts and links. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
const SHRUNK_ON_LOAD = new Set(['jpeg', 'webp'])

export type ReadForm = { ok: true; form: FormData } | { ok: false; problem: 'tooBig' }

/** The declared length is not trusted alone. */
export async function readLimitedForm(
  request: Request,
  limit = UPLOAD_FORM_LIMIT_BYTES,
): Promise<ReadForm> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > limit) {
    await request.body?.cancel().catch(() => {})
    return { ok: false, problem: 'tooBig' }
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body?.getReader()
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => {})
        return { ok: false, problem: 'tooBig' }
      }
      chunks.push(value)
    }
  }
  const body = Buffer.concat(chunks)
  const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' }
  try {
    return { ok: true, form: await new Response(body, { headers }).formData() }
  } catch {
    return { ok: true, form: new FormData() }
  }
}

export type PreparedImage =
  | { ok: true; data: Buffer; width: number; height: number }
  | { ok: false; problem: Exclude<UploadProblem, 'missing'> }

export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return { ok: false, problem: 'tooBig' }
  if (bytes.byteLength === 0) return { ok: false, problem: 'notImage' }
  const { default: sharp } = await import('sharp')
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' as const, pages: 1 }
  // The header alone says the format and size, before any pixel is decoded.
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  const format = header?.format
  const pixels = (header?.width ?? 0) * (header?.height ?? 0)
  if (!format || !PICTURE_FORMATS.has(format) || pixels === 0)
    return { ok: false, problem: 'notImage' }
  const dense =
    SHRUNK_ON_LOAD.has(format) ||
    pixels <= UPLOAD_FREE_PIXELS ||
    pixels <= bytes.byteLength * UPLOAD_MAX_PIXELS_PER_BYTE
  if (pixels > UPLOAD_MAX_PIXELS || !dense || (header?.pages ?? 1) > UPLOAD_MAX_FRAMES)
    return { ok: false, problem: 'tooManyPixels' }
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({
        width: UPLOAD_MAX_WIDTH,
        height: UPLOAD_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, data, width: info.width, height: info.height }
  } catch {
    // A truncated or corrupt file passes the header check and fails here.
    return { ok: false, problem: 'notImage' }
  }
}

export type StoredImage =
  { ok: true; storagePath: string; value: string } | { ok: false; problem: UploadProblem }

/**
 * The SHA-256 of what is kept (never the uploaded name): a name never stands for two pictures,
 * so every copy of it may be cached for a year.
 */
export function generatedImagePath(kind: MediaKind, data: Uint8Array): string {
  return `${kind}/${createHash('sha256').update(data).digest('hex')}.webp`
}

export async function storeUploadedImage(
  file: File | undefined,
  kind: MediaKind,
  mediaDir = mediaDirectory(),
): Promise<StoredImage> {
  if (!file || file.size === 0) return { ok: false, problem: 'missing' }
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'tooBig' }
  const prepared = await prepareImage(new Uint8Array(await file.arrayBuffer()))
  if (!prepared.ok) return prepared
  const storagePath = generatedImagePath(kind, prepared.data)
  // Beside a Firebase league every instance, and the public, read the bucket: the tree names the
  // object there.
  const storage = configuredStorage()
  if (storage) {
    try {
      await uploadObject(storage, storagePath, prepared.data, 'image/webp')
    } catch (error) {
      log('error', 'image upload to Cloud Storage failed', { error: (error as Error).message })
      return { ok: false, problem: 'notStored' }
    }
    return { ok: true, storagePath, value: storagePath }
  }
  const target = path.join(mediaDir, ...storagePath.split('/'))
  // The same name is the same picture: one already there is kept as it is.
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true })
    // A dot name until complete: the media index and `/media` never see a half-written file.
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.part`)
    await writeFile(partial, prepared.data)
    await rename(partial, target)
  }
  const env = getEnv()
  const value =
    env.LEAGUE_SOURCE === 'firebase'
      ? new URL(embeddedMediaUrl(storagePath), env.PUBLIC_URL).href
      : storagePath
  return { ok: true, storagePath, value }
}
