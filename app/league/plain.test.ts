import { describe, expect, it } from 'vitest'
import { plainConstructor } from './plain.ts'

describe('plainConstructor', () => {
  const Point = plainConstructor(function (this: { x: number; y?: string }, x: number) {
    this.x = x
    this.y = undefined
  })

  it('makes objects that every reader sees as object literals', () => {
    const point = new Point(1)
    expect(Object.getPrototypeOf(point)).toBe(Object.prototype)
    expect(point.constructor).toBe(Object)
    expect(point).toStrictEqual({ x: 1, y: undefined })
    expect(JSON.stringify(point)).toBe('{"x":1}')
    expect(structuredClone(point)).toStrictEqual({ x: 1, y: undefined })
  })
})
