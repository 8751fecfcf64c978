import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { StorageServer } from '../../tests/support/storage-server.ts'
import { storeUploadedImage } from '../admin/image-upload.server.ts'
import { noCredential } from './firebase-credential.server.ts'
import { ensureMediaCopy } from './media-copies.server.ts'
import { resolveMediaUrl, serveMedia } from './media.server.ts'
import {
  STORAGE_ORIGIN,
  StorageRequestError,
  storageOrigin,
  uploadObject,
} from './storage-rest.server.ts'

const storage = new StorageServer()
let mediaDir: string

beforeAll(async () => {
  const url = await storage.listen()
  mediaDir = await mkdtemp(path.join(tmpdir(), 'storage-media-'))
  // Before anything reads the environment: a Firebase league with its bucket, on the emulator.
  Object.assign(process.env, {
    LEAGUE_SOURCE: 'firebase',
    FIREBASE_DATABASE_URL: 'https://league.example.firebaseio.com',
    FIREBASE_STORAGE_BUCKET: 'league.appspot.com',
    FIREBASE_STORAGE_EMULATOR_HOST: new URL(url).host,
  })
})

afterAll(async () => {
  await storage.close()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('storageOrigin', () => {
  it("is Firebase Storage's, or the emulator's host:port as Firebase's tools read it", () => {
    expect(storageOrigin(undefined)).toBe(STORAGE_ORIGIN)
    expect(storageOrigin(' ')).toBe(STORAGE_ORIGIN)
    expect(storageOrigin('127.0.0.1:9199')).toBe('http://127.0.0.1:9199')
  })
})

describe('uploads beside a Firebase league', () => {
  it("go to the bucket under their content's hash, and each instance serves them from a copy fetched once, cached for a year", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 4, background: '#c00' } })
      .png()
      .toBuffer()
    const stored = await storeUploadedImage(new File([png], 'photo.png'), 'news', mediaDir)
    expect(stored).toMatchObject({
      ok: true,
      value: expect.stringMatching(/^news\/[0-9a-f]{64}\.webp$/),
    })
    if (!stored.ok) return
    expect(await readdir(mediaDir)).toEqual([])
    const object = storage.objects.get(`league.appspot.com/${stored.storagePath}`)!
    expect(object.contentType).toBe('image/webp')
    expect(object.authorization).toBe('Bearer owner')

    expect(await resolveMediaUrl(stored.value, 'news')).toBe(`/media/${stored.storagePath}`)
    const target = {
      bucket: 'league.appspot.com',
      origin: storage.url,
      credential: noCredential,
    }
    const copies = await mkdtemp(path.join(tmpdir(), 'storage-copies-'))
    try {
      const fetched = storage.requests
      await Promise.all([1, 2, 3].map(() => ensureMediaCopy(stored.storagePath, copies, target)))
      await ensureMediaCopy(stored.storagePath, copies, target)
      expect(storage.requests - fetched).toBe(1)
      const response = serveMedia(new Request('http://site/media'), stored.storagePath, copies)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(Buffer.from(await response.arrayBuffer()).equals(object.bytes)).toBe(true)
    } finally {
      await rm(copies, { recursive: true, force: true })
    }
  })

  it("keep the form's words when the bucket refuses: the field says the image was not stored", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer()
    const before = storage.objects.size
    await storage.close()
    const stored = await storeUploadedImage(new File([png], 'photo.png'), 'sponsor', mediaDir)
    expect(stored).toEqual({ ok: false, problem: 'notStored' })
    expect(storage.objects.size).toBe(before)
  })

  it('say in one line why the bucket refused', async () => {
    const refusing = new StorageServer({ refuse: true })
    const origin = await refusing.listen()
    try {
      const upload = uploadObject(
        { bucket: 'league.appspot.com', origin, credential: noCredential },
        'news/x.webp',
        new Uint8Array([1, 2, 3]),
        'image/webp',
      )
      await expect(upload).rejects.toThrow(StorageRequestError)
      await expect(upload).rejects.toThrow(
        /^POST news\/x\.webp to bucket league\.appspot\.com: HTTP 403 .*Permission denied/,
      )
    } finally {
      await refusing.close()
    }
  })

  it('need a service account on Cloud Storage itself: a database secret cannot write there', async () => {
    const upload = uploadObject(
      { bucket: 'b', origin: STORAGE_ORIGIN, credential: noCredential },
      'news/x.webp',
      new Uint8Array([1]),
      'image/webp',
    )
    await expect(upload).rejects.toThrow('writing to Cloud Storage needs a service account')
  })
})
