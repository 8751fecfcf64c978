import { beforeEach, describe, expect, it, vi } from 'vitest'

import { PoolFullError } from '~/utils/worker-pool.server.ts'

import { shareImageResponse } from './share-image.server.ts'

const drawSharePng = vi.hoisted(() => vi.fn<(card: unknown) => Promise<Buffer>>())
vi.mock('~/utils/share-png-pool.server.ts', () => ({ drawSharePng }))

const PNG = Buffer.from('\x89PNG fake image', 'latin1')
const request = () => new Request('http://localhost/share/league?lang=en')

beforeEach(() => drawSharePng.mockReset())

describe('shareImageResponse', () => {
  it('answers 503 with Retry-After, kept by no cache, when every worker is busy', async () => {
    drawSharePng.mockImplementationOnce(() => Promise.reject(new PoolFullError('share images')))
    const response = await shareImageResponse(request(), 'league', undefined)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('draws the image once the workers have room again, and keeps it', async () => {
    drawSharePng.mockImplementationOnce(() => Promise.reject(new PoolFullError('share images')))
    expect((await shareImageResponse(request(), 'league', undefined)).status).toBe(503)
    drawSharePng.mockResolvedValue(PNG)
    const response = await shareImageResponse(request(), 'league', undefined)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG)
    await shareImageResponse(request(), 'league', undefined)
    expect(drawSharePng).toHaveBeenCalledTimes(2)
  })
})
