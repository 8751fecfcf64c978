import { toast } from 'sonner'

/**
 * The page's toasts (SPEC §5, §8). Sonner's rich colours put mid red or green text on a pale
 * background (about 4.3:1, under WCAG AA's 4.5:1), so the text is darkened here.
 */
const TEXT = {
  error: { title: '!text-red-900', description: '!text-red-900' },
  success: { title: '!text-pitch-900', description: '!text-pitch-900' },
}

export function errorToast(title: string, description: string) {
  toast.error(title, { description, classNames: TEXT.error })
}

export function successToast(title: string, description: string) {
  toast.success(title, { description, classNames: TEXT.success })
}
