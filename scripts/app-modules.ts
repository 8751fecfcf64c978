/**
 * Loads application modules from a script as the server build sees them (path aliases, JSX),
 * through Vite's SSR module loader: for scripts that draw share images.
 */
import { type ViteDevServer, createServer } from 'vite'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules loaded by path have no static type
type Module = Record<string, any>

export async function withAppModules<T>(
  run: (load: (path: string) => Promise<Module>) => Promise<T>,
): Promise<T> {
  const vite: ViteDevServer = await createServer({
    configFile: false,
    logLevel: 'error',
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    // Both languages' messages, as the server entry registers them.
    await vite.ssrLoadModule('/app/i18n/catalogues.server.ts')
    return await run((path) => vite.ssrLoadModule(path))
  } finally {
    await vite.close()
  }
}
