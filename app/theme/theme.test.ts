import { describe, expect, it } from 'vitest'

import { THEME_SCRIPT, THEME_STORAGE_KEY, choiceFor, parseTheme, resolveTheme } from './theme.ts'

describe('parseTheme', () => {
  it('accepts the two themes and nothing else', () => {
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    for (const value of [null, undefined, '', 'Dark', 'system', 1])
      expect(parseTheme(value)).toBeNull()
  })
})

describe('resolveTheme', () => {
  it('follows the system when the visitor has not chosen', () => {
    expect(resolveTheme(null, true)).toBe('dark')
    expect(resolveTheme(null, false)).toBe('light')
  })

  it('lets the visitor’s choice override the system', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})

describe('choiceFor', () => {
  it('remembers a theme that differs from the system’s', () => {
    expect(choiceFor('dark', false)).toBe('dark')
    expect(choiceFor('light', true)).toBe('light')
  })

  it('forgets the choice when toggling back to the system’s theme', () => {
    expect(choiceFor('dark', true)).toBeNull()
    expect(choiceFor('light', false)).toBeNull()
  })
})

describe('the head script', () => {
  function run(stored: string | null, storage: 'works' | 'throws' = 'works') {
    const dataset: Record<string, string> = {}
    const localStorage = {
      getItem(key: string) {
        if (storage === 'throws') throw new Error('SecurityError')
        return key === THEME_STORAGE_KEY ? stored : null
      },
    }
    new Function('localStorage', 'document', THEME_SCRIPT)(localStorage, {
      documentElement: { dataset },
    })
    return dataset.theme
  }

  it('sets the remembered theme on the document before anything paints', () => {
    expect(run('dark')).toBe('dark')
    expect(run('light')).toBe('light')
  })

  it('leaves the system in charge when nothing valid is remembered or storage is refused', () => {
    expect(run(null)).toBeUndefined()
    expect(run('purple')).toBeUndefined()
    expect(run('dark', 'throws')).toBeUndefined()
  })
})
