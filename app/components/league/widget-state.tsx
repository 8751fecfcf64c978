import { Icon } from '~/components/ui/icon.tsx'

export function WidgetState({
  kind,
  message,
}: {
  kind: 'loading' | 'empty' | 'error'
  message: string
}) {
  if (kind === 'loading') {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600"
        data-state="loading"
      >
        <Icon name="loader-circle" className="size-4 animate-spin" />
        {message}
      </p>
    )
  }
  if (kind === 'error') {
    return (
      <p
        role="alert"
        className="flex items-center justify-center gap-2 rounded-lg bg-red-50 px-4 py-6 text-sm font-medium text-red-800"
        data-state="error"
      >
        <Icon name="alert-triangle" className="size-4 shrink-0" />
        {message}
      </p>
    )
  }
  return (
    <p
      className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600"
      data-state="empty"
    >
      <Icon name="inbox" className="size-4 shrink-0" />
      {message}
    </p>
  )
}
