import { buttonClasses } from '~/components/ui/button.tsx'

export const accentButtonClasses = buttonClasses(
  'primary',
  'bg-accent text-ink-900 hover:bg-yellow-300 active:bg-yellow-400 focus-visible:outline-white',
)
