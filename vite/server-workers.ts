import type { Plugin } from 'vite'

/**
 * Worker-thread entries built with the server: each source module (app paths, JSX) is emitted as
 * its own file beside the server entry in `build/server`, under a fixed name the app's code
 * opens it by (`new URL(name, import.meta.url)`). Packages stay imports from node_modules, as in
 * the server entry.
 */
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
