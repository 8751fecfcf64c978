import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { UPLOAD_FORM_LIMIT_BYTES, UPLOAD_MAX_BYTES } from './image-field.ts'
import {
  UPLOAD_MAX_FRAMES,
  UPLOAD_MAX_WIDTH,
  prepareImage,
  readLimitedForm,
  storeUploadedImage,
} from './image-upload.server.ts'

const tinyPng = () =>
  sharp({ create: { width: 4, height: 3, channels: 4, background: '#c00' } })
    .png()
    .toBuffer()

/** A 3000 × 2000 photo taken with the phone on its side (EXIF orientation 6), with a GPS-like comment. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#246' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
    .toBuffer()

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A few hundred bytes that claim 100,000 × 100,000 pixels (a decompression bomb's header). */
function hugePng(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(100_000, 0)
  header.writeUInt32BE(100_000, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A GIF of `frames` frames of `width` × `height`, each a few bytes of LZW that says "clear, end":
 * its header claims every pixel, its data fills none (a decoder paints the background).
 */
function gif(width: number, height: number, frames: number): Buffer {
  const size = (value: number) => [value & 0xff, value >> 8]
  const screen = [...size(width), ...size(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
  const frame = [0x2c, 0, 0, 0, 0, ...size(width), ...size(height), 0, 2, 1, 0x2c, 0]
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...screen,
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ])
}

const scriptSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
)

describe('prepareImage', () => {
  it('re-encodes a tiny PNG as WebP at its own size', async () => {
    const prepared = await prepareImage(await tinyPng())
    expect(prepared.ok && [prepared.width, prepared.height]).toEqual([4, 3])
    if (prepared.ok) expect((await sharp(prepared.data).metadata()).format).toBe('webp')
  })

  it('turns a sideways phone photo upright, bounds it and drops its metadata', async () => {
    const prepared = await prepareImage(await sidewaysJpeg())
    expect(prepared.ok).toBe(true)
    if (!prepared.ok) return
    expect(prepared.height).toBe(UPLOAD_MAX_WIDTH)
    expect(prepared.width).toBeLessThan(prepared.height)
    const metadata = await sharp(prepared.data).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not a picture\n')],
    ['an SVG carrying a script', scriptSvg],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s as not an image', async (_, bytes) => {
    expect(await prepareImage(bytes)).toEqual({ ok: false, problem: 'notImage' })
  })

  it('refuses a truncated JPEG as not an image', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    expect(await prepareImage(whole.subarray(0, whole.length / 2))).toEqual({
      ok: false,
      problem: 'notImage',
    })
  })

  it('refuses a huge-dimension PNG by its header, before decoding it', async () => {
    const bomb = hugePng()
    expect(bomb.length).toBeLessThan(2000)
    expect(await prepareImage(bomb)).toEqual({ ok: false, problem: 'tooManyPixels' })
  })

  it('refuses a small GIF that claims 2000 × 24000 pixels, before decoding it', async () => {
    const bomb = gif(2000, 24000, 1)
    expect(bomb.length).toBeLessThan(100)
    expect(await prepareImage(bomb)).toEqual({ ok: false, problem: 'tooManyPixels' })
  })

  it('refuses an animation of more frames than the limit by its header', async () => {
    expect(await prepareImage(gif(2, 2, UPLOAD_MAX_FRAMES + 1))).toEqual({
      ok: false,
      problem: 'tooManyPixels',
    })
  })

  it('refuses more bytes than the limit', async () => {
    expect(await prepareImage(new Uint8Array(UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'tooBig',
    })
  })
})

describe('storeUploadedImage', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  const mediaDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'))
    dirs.push(dir)
    return dir
  }

  it("writes a picture under its content's hash, never the uploaded name, once for the same picture", async () => {
    const dir = await mediaDir()
    const file = new File([await tinyPng()], '../../evil name.png', { type: 'image/png' })
    const stored = await storeUploadedImage(file, 'news', dir)
    expect(stored.ok).toBe(true)
    if (!stored.ok) return
    expect(stored.storagePath).toMatch(/^news\/[0-9a-f]{64}\.webp$/)
    expect(stored.value).toBe(stored.storagePath)
    expect(await readdir(path.join(dir, 'news'))).toEqual([path.basename(stored.storagePath)])
    const written = await readFile(path.join(dir, stored.storagePath))
    expect((await sharp(written).metadata()).format).toBe('webp')
    expect(stored.storagePath).toBe(
      `news/${createHash('sha256').update(written).digest('hex')}.webp`,
    )
    expect(await storeUploadedImage(file, 'news', dir)).toEqual(stored)
    expect(await readdir(path.join(dir, 'news'))).toHaveLength(1)
  })

  it('says nothing was chosen for an empty input, and writes nothing for a non-image', async () => {
    const dir = await mediaDir()
    expect(await storeUploadedImage(undefined, 'sponsor', dir)).toEqual({
      ok: false,
      problem: 'missing',
    })
    const fake = new File(['not a picture'], 'logo.png', { type: 'image/png' })
    expect(await storeUploadedImage(fake, 'sponsor', dir)).toEqual({
      ok: false,
      problem: 'notImage',
    })
    expect(await readdir(dir)).toEqual([])
  })
})

describe('readLimitedForm', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/admin/news', { method: 'POST', body, headers })

  it('reads a form under the limit', async () => {
    const form = new FormData()
    form.set('title', 'Hello')
    form.set('image', new File([await tinyPng()], 'a.png'))
    const read = await readLimitedForm(post(form))
    expect(read.ok && read.form.get('title')).toBe('Hello')
    expect(read.ok && (read.form.get('image') as File).size).toBeGreaterThan(0)
  })

  it('stops reading a body past the limit, whatever its declared length says', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(64 * 1024))
        if (pulled > 1000) controller.close()
      },
    })
    const request = new Request('http://localhost/admin/news', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    } as RequestInit)
    expect(await readLimitedForm(request, 1024 * 1024)).toEqual({ ok: false, problem: 'tooBig' })
    expect(pulled).toBeLessThan(40)
  })

  it('refuses a declared length past the limit without reading', async () => {
    const read = await readLimitedForm(
      post('x', { 'Content-Length': String(UPLOAD_FORM_LIMIT_BYTES + 1) }),
    )
    expect(read).toEqual({ ok: false, problem: 'tooBig' })
  })
})
