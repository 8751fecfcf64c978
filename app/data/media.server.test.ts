import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { silentLogger } from './log.server.ts'
import {
  MediaResolver,
  clearCompressedMedia,
  mediaCandidates,
  serveMedia,
  storageDownloadUrl,
} from './media.server.ts'

let root: string
let mediaDir: string

/** An SVG large enough to be worth compressing. */
const CREST = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(200)}</svg>`

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'league-media-'))
  mediaDir = path.join(root, 'media')
  for (const dir of ['TeamsImages', 'TeamPhotos', 'Teams', 'Sponsors', 'Players'])
    mkdirSync(path.join(mediaDir, dir), { recursive: true })
  writeFileSync(
    path.join(mediaDir, 'TeamPhotos', 'lions.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )
  writeFileSync(
    path.join(mediaDir, 'Teams', 'lions.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )
  writeFileSync(
    path.join(mediaDir, 'Sponsors', 'logo été.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  )
  writeFileSync(path.join(mediaDir, 'Sponsors', 'crest.svg'), CREST)
  writeFileSync(path.join(mediaDir, 'Sponsors', 'photo.png'), Buffer.alloc(4000, 3))
  writeFileSync(path.join(root, 'secret.txt'), 'do not serve')
  symlinkSync(path.join(root, 'secret.txt'), path.join(mediaDir, 'Players', 'link.png'))
})

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://localhost/media/x', { method, headers })

describe('serving media files', () => {
  it('answers a file with its type, a day of public caching, an ETag and Last-Modified', async () => {
    const response = serveMedia(get(), 'TeamPhotos/lions.svg', mediaDir)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(response.headers.get('ETag')).toMatch(/^W\/".+"$/)
    expect(response.headers.get('Last-Modified')).toBeTruthy()
    expect(await response.text()).toContain('<svg')
  })

  it('finds encoded and accented file names', async () => {
    const response = serveMedia(get(), 'Sponsors/logo%20%C3%A9t%C3%A9.png', mediaDir)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toHaveLength(4)
  })

  it('answers 304 to a matching If-None-Match or a recent If-Modified-Since', () => {
    const first = serveMedia(get(), 'TeamPhotos/lions.svg', mediaDir)
    const etag = first.headers.get('ETag') as string
    expect(
      serveMedia(get({ 'If-None-Match': etag }), 'TeamPhotos/lions.svg', mediaDir).status,
    ).toBe(304)
    const lastModified = first.headers.get('Last-Modified') as string
    expect(
      serveMedia(get({ 'If-Modified-Since': lastModified }), 'TeamPhotos/lions.svg', mediaDir)
        .status,
    ).toBe(304)
    expect(
      serveMedia(get({ 'If-None-Match': 'W/"other"' }), 'TeamPhotos/lions.svg', mediaDir).status,
    ).toBe(200)
  })

  it('answers HEAD without a body', async () => {
    const response = serveMedia(get({}, 'HEAD'), 'TeamPhotos/lions.svg', mediaDir)
    expect(response.status).toBe(200)
    expect(response.body).toBeNull()
  })

  it('answers 404 for a missing file or a folder', () => {
    expect(serveMedia(get(), 'TeamPhotos/nothing.svg', mediaDir).status).toBe(404)
    expect(serveMedia(get(), 'TeamPhotos', mediaDir).status).toBe(404)
    expect(serveMedia(get(), '', mediaDir).status).toBe(404)
  })

  it('refuses every way out of the media folder', () => {
    for (const attempt of [
      '../secret.txt',
      'TeamPhotos/../../secret.txt',
      '%2e%2e/secret.txt',
      '..%2Fsecret.txt',
      'TeamPhotos/..%5C..%5Csecret.txt',
      '/etc/passwd',
      'Players/link.png',
      'TeamPhotos/lions.svg%00.png',
    ]) {
      expect(serveMedia(get(), attempt, mediaDir).status, attempt).toBe(404)
    }
  })
})

describe('compressing media that compress', () => {
  const CREST_PATH = 'Sponsors/crest.svg'

  beforeEach(() => {
    clearCompressedMedia()
  })

  async function bodyOf(response: Response): Promise<string> {
    const bytes = Buffer.from(await response.arrayBuffer())
    const encoding = response.headers.get('Content-Encoding')
    if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString()
    if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString()
    return bytes.toString()
  }

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['', null],
  ])('answers Accept-Encoding "%s" to an SVG with the %s encoding', async (accept, expected) => {
    const headers: Record<string, string> = accept === '' ? {} : { 'Accept-Encoding': accept }
    const response = serveMedia(get(headers), CREST_PATH, mediaDir)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe(expected)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await bodyOf(response)).toBe(CREST)
  })

  it('compresses a file version once and answers the next requests from memory', async () => {
    const first = serveMedia(get({ 'Accept-Encoding': 'br' }), CREST_PATH, mediaDir)
    // The first answer streams while it compresses: its length is not known in advance.
    expect(first.headers.get('Content-Length')).toBeNull()
    const firstBytes = Buffer.from(await first.arrayBuffer())
    const second = serveMedia(get({ 'Accept-Encoding': 'br' }), CREST_PATH, mediaDir)
    expect(second.headers.get('Content-Length')).toBe(String(firstBytes.length))
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes)
    expect(firstBytes.length).toBeLessThan(CREST.length / 4)
  })

  it('compresses a changed file again', async () => {
    const file = path.join(mediaDir, 'Sponsors', 'changing.svg')
    writeFileSync(file, CREST)
    const before = serveMedia(get({ 'Accept-Encoding': 'gzip' }), 'Sponsors/changing.svg', mediaDir)
    expect(await bodyOf(before)).toBe(CREST)
    const changed = CREST.replaceAll('M0 0', 'M1 1')
    writeFileSync(file, changed)
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    const after = serveMedia(get({ 'Accept-Encoding': 'gzip' }), 'Sponsors/changing.svg', mediaDir)
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'))
    expect(await bodyOf(after)).toBe(changed)
  })

  it('gives each encoding its own ETag and answers 304 to the one it would send', () => {
    const br = serveMedia(get({ 'Accept-Encoding': 'br' }), CREST_PATH, mediaDir)
    const gzip = serveMedia(get({ 'Accept-Encoding': 'gzip' }), CREST_PATH, mediaDir)
    const identity = serveMedia(get(), CREST_PATH, mediaDir)
    const tags = [br, gzip, identity].map((response) => response.headers.get('ETag'))
    expect(new Set(tags).size).toBe(3)

    const revalidated = serveMedia(
      get({ 'Accept-Encoding': 'br', 'If-None-Match': tags[0] as string }),
      CREST_PATH,
      mediaDir,
    )
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('ETag')).toBe(tags[0])
    expect(revalidated.headers.get('Vary')).toBe('Accept-Encoding')
    expect(revalidated.headers.get('Content-Encoding')).toBeNull()

    const otherEncoding = serveMedia(
      get({ 'Accept-Encoding': 'gzip', 'If-None-Match': tags[0] as string }),
      CREST_PATH,
      mediaDir,
    )
    expect(otherEncoding.status).toBe(200)
    expect(otherEncoding.headers.get('Content-Encoding')).toBe('gzip')

    const sinceModified = serveMedia(
      get({
        'Accept-Encoding': 'br',
        'If-Modified-Since': br.headers.get('Last-Modified') as string,
      }),
      CREST_PATH,
      mediaDir,
    )
    expect(sinceModified.status).toBe(304)
  })

  it('answers HEAD for a compressed SVG without a body', async () => {
    const first = serveMedia(get({ 'Accept-Encoding': 'br' }, 'HEAD'), CREST_PATH, mediaDir)
    expect(first.status).toBe(200)
    expect(first.body).toBeNull()
    expect(first.headers.get('Content-Encoding')).toBe('br')
    // A GET shares the compression the HEAD started; afterwards HEAD knows the length.
    const full = serveMedia(get({ 'Accept-Encoding': 'br' }), CREST_PATH, mediaDir)
    const length = (await full.arrayBuffer()).byteLength
    const later = serveMedia(get({ 'Accept-Encoding': 'br' }, 'HEAD'), CREST_PATH, mediaDir)
    expect(later.body).toBeNull()
    expect(later.headers.get('Content-Length')).toBe(String(length))
  })

  it('sends small SVGs and images that are compressed already as they are, without Vary', async () => {
    for (const file of ['TeamPhotos/lions.svg', 'Sponsors/photo.png']) {
      const response = serveMedia(get({ 'Accept-Encoding': 'br, gzip' }), file, mediaDir)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('Content-Encoding'), file).toBeNull()
      expect(response.headers.get('Vary'), file).toBeNull()
      await response.arrayBuffer()
    }
  })
})

describe('resolving image values to URLs', () => {
  it('uses full URLs as they are', async () => {
    const resolver = new MediaResolver({ kind: 'embedded', mediaDir })
    expect(await resolver.resolve('https://example.org/photos/stl.jpg', 'team')).toBe(
      'https://example.org/photos/stl.jpg',
    )
  })

  it('looks for a team photo in TeamsImages, TeamPhotos then Teams, first hit wins', async () => {
    expect(mediaCandidates('lions.svg', 'team')).toEqual([
      'TeamsImages/lions.svg',
      'TeamPhotos/lions.svg',
      'Teams/lions.svg',
    ])
    const resolver = new MediaResolver({ kind: 'embedded', mediaDir })
    expect(await resolver.resolve('lions.svg', 'team')).toBe('/media/TeamPhotos/lions.svg')
    expect(await resolver.resolve('missing.svg', 'team')).toBeUndefined()
    expect(await resolver.resolve('', 'team')).toBeUndefined()
    expect(await resolver.resolve(undefined, 'team')).toBeUndefined()
  })

  it('links other embedded images under /media only when the file exists', async () => {
    const resolver = new MediaResolver({ kind: 'embedded', mediaDir })
    expect(await resolver.resolve('Sponsors/logo été.png', 'sponsor')).toBe(
      '/media/Sponsors/logo%20%C3%A9t%C3%A9.png',
    )
    expect(await resolver.resolve('marc.jpg', 'player')).toBeUndefined()
    expect(await resolver.resolve('../secret.txt', 'player')).toBeUndefined()
  })

  it('sees files added after the data changed', async () => {
    const resolver = new MediaResolver({ kind: 'embedded', mediaDir })
    expect(await resolver.resolve('new.svg', 'team')).toBeUndefined()
    writeFileSync(path.join(mediaDir, 'TeamsImages', 'new.svg'), '<svg/>')
    resolver.invalidate()
    expect(await resolver.resolve('new.svg', 'team')).toBe('/media/TeamsImages/new.svg')
  })

  describe('with Firebase Storage', () => {
    let server: Server
    let origin: string
    const asked: string[] = []
    beforeAll(async () => {
      server = createServer((request, response) => {
        const url = decodeURIComponent(request.url ?? '')
        asked.push(url)
        response.writeHead(url.endsWith('/o/TeamPhotos/lions.jpg') ? 200 : 404, {
          'Content-Type': 'application/json',
        })
        response.end('{}')
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve))
    })

    it('builds the download URL of a storage path', async () => {
      const resolver = new MediaResolver({
        kind: 'firebase',
        bucket: 'league.appspot.com',
        logger: silentLogger,
      })
      expect(await resolver.resolve('Sponsors/sport expert.png', 'sponsor')).toBe(
        'https://firebasestorage.googleapis.com/v0/b/league.appspot.com/o/Sponsors%2Fsport%20expert.png?alt=media',
      )
    })

    it('finds a team photo by asking Storage, folder by folder, and remembers the answers', async () => {
      const resolver = new MediaResolver({
        kind: 'firebase',
        bucket: 'b',
        storageOrigin: origin,
        logger: silentLogger,
      })
      expect(await resolver.resolve('lions.jpg', 'team')).toBe(
        storageDownloadUrl('b', 'TeamPhotos/lions.jpg', origin),
      )
      expect(asked).toEqual(['/v0/b/b/o/TeamsImages/lions.jpg', '/v0/b/b/o/TeamPhotos/lions.jpg'])
      await resolver.resolve('lions.jpg', 'team')
      expect(asked).toHaveLength(2)
      expect(await resolver.resolve('nobody.jpg', 'team')).toBeUndefined()
    })

    it('gives no URL for a storage path when no bucket is configured', async () => {
      const resolver = new MediaResolver({
        kind: 'firebase',
        bucket: undefined,
        logger: silentLogger,
      })
      expect(await resolver.resolve('x.png', 'sponsor')).toBeUndefined()
    })
  })
})
