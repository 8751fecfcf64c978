// Who used the CPU during a bench's window: a process's time from /proc (Linux), its main thread
// apart from its other threads, which are counted by name (V8's GC helpers, libuv's pool, workers).
import { readFileSync, readdirSync } from 'node:fs'

/** `total` counts threads that have ended too; `others` and `byName` only those still running. */
export type CpuTime = {
  total: number
  main: number
  others: number
  byName: Record<string, number>
}

const TICK_MS = 10 // USER_HZ is 100 on Linux

function ticksOf(statFile: string): number {
  // The fields after the command's name, which may hold spaces: utime and stime are 14th and 15th.
  const stat = readFileSync(statFile, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Milliseconds of CPU the process has used so far; zeros where /proc is not there. */
export function cpuTime(pid: number): CpuTime {
  const time: CpuTime = { total: 0, main: 0, others: 0, byName: {} }
  try {
    time.total = ticksOf(`/proc/${pid}/stat`) * TICK_MS
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        const ms = ticksOf(`/proc/${pid}/task/${task}/stat`) * TICK_MS
        if (task === String(pid)) {
          time.main = ms
          continue
        }
        const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim()
        time.others += ms
        time.byName[name] = (time.byName[name] ?? 0) + ms
      } catch {
        continue // a thread that ended meanwhile
      }
    }
  } catch {
    return time // no /proc: nothing to say
  }
  return time
}

export function cpuSince(before: CpuTime, after: CpuTime): CpuTime {
  const byName: Record<string, number> = {}
  for (const [name, ms] of Object.entries(after.byName)) {
    const used = ms - (before.byName[name] ?? 0)
    if (used > 0) byName[name] = used
  }
  return {
    total: after.total - before.total,
    main: after.main - before.main,
    others: after.others - before.others,
    byName,
  }
}

export function describeThreads(time: CpuTime): string {
  return Object.entries(time.byName)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ')
}
