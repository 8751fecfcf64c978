/** The share images' colours (those of `app.css`) and text helpers, for satori's inline styles. */
import type { CSSProperties } from 'react'

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

export const COLOURS = {
  pitch950: '#07261c',
  pitch900: '#114331',
  pitch800: '#13523a',
  pitch700: '#136746',
  pitch400: '#46bb83',
  pitch100: '#d6f5e1',
  accent: '#facc15',
  men: '#2563eb',
  women: '#db2777',
  loss: '#f87171',
  draw: '#94a3b8',
  muted: 'rgba(255, 255, 255, 0.78)',
}

/** A font size that fits `text` in about `width` pixels, between `min` and `max`. */
export function fit(text: string, width: number, max: number, min: number): number {
  // Inter's bold glyphs average ~0.58 em.
  const size = Math.floor(width / (Math.max(1, Array.from(text).length) * 0.58))
  return Math.max(min, Math.min(max, size))
}

export function clamp(lines: number): CSSProperties {
  return { display: 'block', lineClamp: lines, overflow: 'hidden', wordBreak: 'break-word' }
}
