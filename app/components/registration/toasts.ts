import type * as Sonner from 'sonner'

// Sonner is not in the page's first-load JavaScript: the Toaster loads it once React runs.
const TEXT = {
  error: {
    title: '!text-red-900 dark:!text-red-200',
    description: '!text-red-900 dark:!text-red-200',
  },
  success: {
    title: '!text-pitch-900 dark:!text-pitch-200',
    description: '!text-pitch-900 dark:!text-pitch-200',
  },
}

let sonner: Promise<typeof Sonner> | undefined

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined
    throw error
  })
  return sonner
}

let markMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

export function toasterIsMounted() {
  markMounted()
}

async function show(kind: keyof typeof TEXT, title: string, description: string) {
  const [{ toast }] = await Promise.all([loadSonner(), toasterMounted])
  toast[kind](title, { description, classNames: TEXT[kind] })
}

export function errorToast(title: string, description: string) {
  void show('error', title, description)
}

export function successToast(title: string, description: string) {
  void show('success', title, description)
}
