// The server's entry: Node's compile cache first, so that the modules imported after it (a
// second of a start, TypeScript included) are compiled once per release, not at every start.
import module from 'node:module'

module.enableCompileCache()
await import('./start.ts')
