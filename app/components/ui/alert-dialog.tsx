import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'

import type { LazyDialogProps } from './lazy-part.tsx'

// Radix AlertDialog: focus on its first button, Escape cancels, a click outside does nothing.
export function AlertDialogShell({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  title,
  description,
  children,
}: LazyDialogProps & { title: ReactNode; description: ReactNode; children: ReactNode }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="bg-surface fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-balance text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">
            {description}
          </AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
