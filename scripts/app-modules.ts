// Through Vite's SSR loader, so scripts see modules as the server build does (aliases, JSX).
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
    await vite.ssrLoadModule('/app/i18n/catalogues.server.ts')
    return await run((path) => vite.ssrLoadModule(path))
  } finally {
    await vite.close()
  }
}
