// Who used the CPU during a bench's window: a process's time from /proc (Linux), its main thread
// apart from its other threads (compression, GC, the file system's pool).
import { readFileSync, readdirSync } from 'node:fs'

export type CpuTime = { main: number; others: number }

const TICK_MS = 10 // USER_HZ is 100 on Linux

function ticksOf(statFile: string): number {
  // The fields after the command's name, which may hold spaces: utime and stime are 14th and 15th.
  const stat = readFileSync(statFile, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Milliseconds of CPU the process has used so far; zeros where /proc is not there. */
export function cpuTime(pid: number): CpuTime {
  try {
    let all = 0
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        all += ticksOf(`/proc/${pid}/task/${task}/stat`)
      } catch {
        // A thread that ended meanwhile.
      }
    }
    const main = ticksOf(`/proc/${pid}/task/${pid}/stat`)
    return { main: main * TICK_MS, others: (all - main) * TICK_MS }
  } catch {
    return { main: 0, others: 0 }
  }
}

export function cpuSince(before: CpuTime, after: CpuTime): CpuTime {
  return { main: after.main - before.main, others: after.others - before.others }
}
