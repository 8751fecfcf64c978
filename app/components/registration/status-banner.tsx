import { clsx } from 'clsx'
import { CircleAlert, CircleCheck } from 'lucide-react'

export type BannerLink = { href: string; text: string }

type Props = {
  tone: 'success' | 'error'
  title: string
  body: string
  /** Invalid fields, each linking to its input (an error summary for pages without JavaScript). */
  links?: BannerLink[]
  linksLabel?: string
}

/** The outcome of a post without JavaScript: the same words as the toasts, inline. */
export function StatusBanner({ tone, title, body, links, linksLabel }: Props) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      data-testid="status-banner"
      className={clsx(
        'flex gap-3 rounded-2xl border p-4 sm:p-5',
        tone === 'success'
          ? 'border-pitch-300 bg-pitch-50 text-pitch-950'
          : 'border-red-300 bg-red-50 text-red-950',
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx(
          'mt-0.5 size-6 shrink-0',
          tone === 'success' ? 'text-pitch-700' : 'text-red-700',
        )}
      />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        <p className="mt-0.5 text-sm">{body}</p>
        {links && links.length > 0 ? (
          <>
            <p className="mt-3 text-sm font-semibold">{linksLabel}</p>
            <ul className="mt-1 list-inside list-disc space-y-0.5 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="underline" href={link.href}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}
