import { existsSync } from 'node:fs'
import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { EmbeddedSource } from '../../app/data/embedded-source.server.ts'
import { silentLogger } from '../../app/data/log.server.ts'
import { LeagueMirror } from '../../app/data/mirror.server.ts'
const dir = process.argv[2]!, scale = Number(process.argv[3])
if (!existsSync(dir + '/done')) {
  const w = new EmbeddedSource({ dataDir: dir, logger: silentLogger })
  w.set('leagues/bench', generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale }).tree)
  w.closeSync(); (await import('node:fs')).writeFileSync(dir + '/done', '')
}
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
for (let i = 0; i < 3; i++) {
  let c = cpu(), t = performance.now()
  const source = new EmbeddedSource({ dataDir: dir, logger: silentLogger })
  const open = [cpu() - c, performance.now() - t]
  c = cpu(); t = performance.now()
  source.readSync('leagues/bench')
  const read = [cpu() - c, performance.now() - t]
  await source.close()
  c = cpu(); t = performance.now()
  const s2 = new EmbeddedSource({ dataDir: dir, logger: silentLogger, pollIntervalMs: 250 })
  const mirror = new LeagueMirror({ source: s2, path: 'leagues/bench', freeze: false, logger: silentLogger })
  await mirror.start()
  const load = [cpu() - c, performance.now() - t]
  mirror.close(); await s2.close()
  console.log(`open ${open.map(x=>x.toFixed(0))} readSync ${read.map(x=>x.toFixed(0))} mirror.start ${load.map(x=>x.toFixed(0))} (cpu, wall ms)`)
}
