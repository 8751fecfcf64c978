import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

const variants: Record<Variant, string> = {
  primary: 'bg-pitch-700 text-white hover:bg-pitch-800 active:bg-pitch-900',
  secondary: 'border border-slate-300 bg-surface text-slate-900 hover:bg-slate-100',
  ghost: 'text-current hover:bg-white/10',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
}

export function buttonClasses(variant: Variant = 'primary', className?: string): string {
  // Callers add layout, never colours: a colour is a variant, so two utilities of one property
  // never meet.
  return clsx('btn', variants[variant], className)
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
