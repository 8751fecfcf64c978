import { expect, it } from 'vitest'

import { lastShownData } from './last-shown-data.ts'

it('keeps the data last shown when a refresh finds no network, and fails otherwise as before', async () => {
  const data = lastShownData<{ score: string }>()
  const offline = () => Promise.reject(new TypeError('Failed to fetch'))
  await expect(data.load(offline)).rejects.toThrow('Failed to fetch')
  data.shown({ score: '1 – 0' })
  await expect(data.load(offline)).resolves.toEqual({ score: '1 – 0' })
  await expect(data.load(() => Promise.resolve({ score: '2 – 0' }))).resolves.toEqual({
    score: '2 – 0',
  })
  await expect(data.load(offline)).resolves.toEqual({ score: '2 – 0' })
  await expect(data.load(() => Promise.reject(new Error('500')))).rejects.toThrow('500')
})
