/**
 * The yellow call-to-action button on dark green bands. Spelled out rather than passed to
 * `buttonClasses('primary', ...)`: without class merging, the primary green background
 * would win over the accent one.
 */
export const accentButtonClasses =
  'bg-accent text-ink-900 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors hover:bg-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
