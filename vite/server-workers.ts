import type { Plugin } from 'vite'

// Worker entries emitted beside the server entry, under the fixed name the app opens them by.
export function serverWorkers(entries: Record<string, string>): Plugin {
  return {
    name: 'server-workers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      for (const [fileName, id] of Object.entries(entries))
        this.emitFile({ type: 'chunk', id, fileName })
    },
  }
}
