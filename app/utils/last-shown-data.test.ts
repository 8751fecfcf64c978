import { afterEach, expect, it, vi } from 'vitest'

import { lastShownData } from './last-shown-data.ts'

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

afterEach(() => vi.unstubAllGlobals())

it('keeps the data last shown when a refresh finds no network, and fails otherwise as before', async () => {
  vi.stubGlobal('document', {})
  const data = lastShownData<{ score: string }>()
  await expect(data.load(offline)).rejects.toThrow('Failed to fetch')
  data.shown({ score: '1 – 0' })
  await expect(data.load(offline)).resolves.toEqual({ score: '1 – 0' })
  await expect(data.load(() => Promise.resolve({ score: '2 – 0' }))).resolves.toEqual({
    score: '2 – 0',
  })
  await expect(data.load(offline)).resolves.toEqual({ score: '2 – 0' })
  await expect(data.load(() => Promise.reject(new Error('500')))).rejects.toThrow('500')
})

it('keeps nothing of what the server renders', async () => {
  const data = lastShownData<{ score: string }>()
  data.shown({ score: '1 – 0' })
  await expect(data.load(offline)).rejects.toThrow('Failed to fetch')
})
