import { describe, expect, it } from 'vitest'

import { writeOutBounded } from './stderr-destination.server.ts'

const failing = (code: string) => () => {
  throw Object.assign(new Error(code), { code })
}

describe('writeOutBounded', () => {
  it('writes everything a reader takes, in as many writes as it needs', () => {
    const taken: string[] = []
    const write = (chunk: Buffer) => {
      const n = Math.min(5, chunk.length)
      taken.push(chunk.subarray(0, n).toString())
      return n
    }
    expect(writeOutBounded(write, 'one line\ntwo\n', Infinity)).toBe(0)
    expect(taken.join('')).toBe('one line\ntwo\n')
  })

  it.each(['EPIPE', 'EBADF'])(
    'gives up at once on %s and says how many lines were lost, however far the deadline',
    (code) => {
      let calls = 0
      const write = (chunk: Buffer) => {
        calls += 1
        return failing(code)() ?? chunk.length
      }
      const started = Date.now()
      expect(writeOutBounded(write, '{"msg":"a"}\n{"msg":"stopped"}\n', Infinity)).toBe(2)
      expect(calls).toBe(1)
      expect(Date.now() - started).toBeLessThan(100)
    },
  )

  it('waits on a full pipe until the deadline, then drops what is left', () => {
    let clock = 0
    let calls = 0
    const write = () => {
      calls += 1
      clock += 400
      return failing('EAGAIN')()
    }
    expect(writeOutBounded(write, 'a\nb\nc\n', 2_000, () => clock)).toBe(3)
    expect(calls).toBe(5)
  })
})
