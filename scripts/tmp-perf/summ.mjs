import { readFileSync } from 'node:fs'
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const byId = new Map(p.nodes.map(n => [n.id, n]))
const self = new Map()
const dt = p.timeDeltas
const counts = new Map()
p.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)))
// total time per node including children
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const selfBy = new Map(), totalBy = new Map()
for (const [id, t] of counts) {
  const n = byId.get(id)
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber+1}`
  selfBy.set(k, (selfBy.get(k) ?? 0) + t)
  const seen = new Set()
  let cur = id
  while (cur !== undefined) {
    const m = byId.get(cur)
    const kk = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').slice(-2).join('/')}:${m.callFrame.lineNumber+1}`
    if (!seen.has(kk)) { seen.add(kk); totalBy.set(kk, (totalBy.get(kk) ?? 0) + t) }
    cur = parent.get(cur)
  }
}
const top = (m, n) => [...m].sort((a,b)=>b[1]-a[1]).slice(0,n).map(([k,v])=>`${(v/1000).toFixed(0).padStart(7)} ms ${k}`).join('\n')
console.log('SELF\n' + top(selfBy, 40)); console.log('TOTAL\n' + top(totalBy, 60))
