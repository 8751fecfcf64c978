import type * as Sonner from 'sonner'

/**
 * The page's toasts (docs/product.md#registration). Sonner is not in the page's first-load
 * JavaScript: the registration page mounts its Toaster once React runs (RegistrationToaster, which
 * loads Sonner in the background), and a toast waits for that Toaster, through the same module
 * instance.
 *
 * Sonner's rich colours put mid red or green text on a pale background (about 4.3:1, under WCAG
 * AA's 4.5:1), so the text is darkened here.
 */
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

/** Sonner, downloaded once (again after a failure): the Toaster and the toasts share it. */
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

/** Called by the Toaster once it is on screen (subscribed to the toasts). */
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
