import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { ICON_NAMES, SPRITE_DRAWINGS } from './app/components/ui/icon-names.ts'
import { iconSprite } from './vite/icon-sprite.ts'
import { serverWorkers } from './vite/server-workers.ts'

/** The per-language message catalogues (app/i18n/messages.fr.ts, messages.en.ts and their parts). */
const CATALOGUE = /[\\/]app[\\/]i18n[\\/](messages\.(fr|en)\.ts|catalogues[\\/])/

/** The operators' console (`/admin`): only its own routes load these. */
const CONSOLE =
  /[\\/]app[\\/](admin[\\/]|components[\\/]admin[\\/]|i18n[\\/](admin-text\.ts|catalogues[\\/]admin\.))/

/**
 * App modules only lazily loaded parts import (the alert-dialog shell of the registration-closed
 * and reset dialogs): shared by two lazy chunks, they would otherwise join the `shared` chunk
 * every page loads first, and bring Radix's dialog with them (+9–13 KB gzip on every page).
 */
const LAZY_ONLY = /[\\/]app[\\/]components[\\/]ui[\\/]alert-dialog\.tsx$/

/**
 * Zod as the forms take it (app/utils/zod.ts): its module sets Zod's config when loaded, so in the
 * `shared` chunk it would bring Zod's core to every page, forms or not (+3–4 KB gzip).
 */
const FORMS_ONLY = /[\\/]app[\\/]utils[\\/]zod\.ts$/

export default defineConfig({
  plugins: [
    tailwindcss(),
    iconSprite({ icons: ICON_NAMES, files: SPRITE_DRAWINGS }),
    reactRouter(),
    // Share images are drawn in a worker thread: the name is the one share-png-pool.server.ts opens.
    serverWorkers({ 'share-png-worker.js': './app/utils/share-png.worker.ts' }),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Fewer, larger chunks: a page preloads a handful of files instead of ~25 tiny ones
            //. The framework is one chunk every page shares; app modules used by two
            // or more routes are grouped; route modules stay split per route.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                {
                  // Conform's client, one chunk for the two forms that use it (registration and
                  // the console's result sheet) instead of two that add a file to each.
                  name: 'conform',
                  test: /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shared',
                  // Not the message catalogues (each language stays its own chunk), nor LAZY_ONLY or
                  // FORMS_ONLY, nor the console's modules (they would come with every public page).
                  test: (id: string) =>
                    /[\\/]app[\\/]/.test(id) &&
                    !CATALOGUE.test(id) &&
                    !LAZY_ONLY.test(id) &&
                    !FORMS_ONLY.test(id) &&
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
