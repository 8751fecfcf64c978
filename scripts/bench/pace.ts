// bench:live's pace meter, in a process of its own so the streams' client does not slow it: GETs of
// the given addresses, round robin over keep-alive connections, each from its own local address
// (many readers, not one), for a while; prints its counts and its own CPU time.
import http from 'node:http'

const [origin = '', seconds = '5', connections = '16', ...targets] = process.argv.slice(2)
const base = new URL(origin)
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) })
const until = performance.now() + Number(seconds) * 1000
let requests = 0
let errors = 0
let next = 0

function get(target: string, connection: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: target,
        agent,
        localAddress: `127.62.0.${connection + 1}`,
        headers: { 'accept-encoding': 'br' },
      },
      (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode === 200) requests += 1
          else errors += 1
          resolve()
        })
      },
    )
    req.on('error', () => {
      errors += 1
      resolve()
    })
  })
}

const cpuAtStart = process.cpuUsage()
await Promise.all(
  Array.from({ length: Number(connections) }, async (_, connection) => {
    while (performance.now() < until) await get(targets[next++ % targets.length]!, connection)
  }),
)
agent.destroy()
// Its own CPU while it paced, so the bench can say who used the machine's cores.
const cpu = process.cpuUsage(cpuAtStart)
process.stdout.write(
  JSON.stringify({
    requests,
    errors,
    perSecond: requests / Number(seconds),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }),
)
