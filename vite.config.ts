import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { ICON_NAMES, SPRITE_DRAWINGS } from './app/components/ui/icon-names.ts'
import { iconSprite } from './vite/icon-sprite.ts'

export default defineConfig({
  plugins: [
    tailwindcss(),
    iconSprite({ icons: ICON_NAMES, files: SPRITE_DRAWINGS }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
})
