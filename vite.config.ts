import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { ICON_NAMES, SPRITE_DRAWINGS } from './app/components/ui/icon-names.ts'
import { iconSprite } from './vite/icon-sprite.ts'
import { serverWorkers } from './vite/server-workers.ts'

const CATALOGUE = /[\\/]app[\\/]i18n[\\/](messages\.(fr|en)\.ts|catalogues[\\/])/

const CONSOLE =
  /[\\/]app[\\/](admin[\\/]|components[\\/]admin[\\/]|i18n[\\/](admin-text\.ts|catalogues[\\/]admin\.))/

/** Shared by two lazy chunks, they would otherwise join the `shared` chunk every page loads first. */
const LAZY_ONLY = /[\\/]app[\\/]components[\\/]ui[\\/]alert-dialog\.tsx$/

/** Its module sets Zod's config when loaded: in `shared` it would bring Zod's core to every page. */
const FORMS_ONLY = /[\\/]app[\\/]utils[\\/]zod\.ts$/

/** The follow button and the home's strip: only the pages that show them carry them. */
const FOLLOW_ONLY = /[\\/]app[\\/]components[\\/]follow[\\/]/

export default defineConfig({
  plugins: [
    tailwindcss(),
    iconSprite({ icons: ICON_NAMES, files: SPRITE_DRAWINGS }),
    reactRouter(),
    serverWorkers({
      'share-png-worker.js': './app/utils/share-png.worker.ts',
      'push-sender-worker.js': './app/push/push-sender.worker.ts',
      'brotli-upgrade-worker.js': './app/utils/brotli-upgrade.worker.ts',
    }),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                {
                  name: 'conform',
                  test: /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shared',
                  test: (id: string) =>
                    /[\\/]app[\\/]/.test(id) &&
                    !CATALOGUE.test(id) &&
                    !LAZY_ONLY.test(id) &&
                    !FORMS_ONLY.test(id) &&
                    !FOLLOW_ONLY.test(id) &&
                    !CONSOLE.test(id),
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
})
