import { clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'
import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost'

const variants: Record<Variant, string> = {
  primary: 'bg-pitch-700 text-white hover:bg-pitch-800 active:bg-pitch-900',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-current hover:bg-white/10',
}

export function buttonClasses(variant: Variant = 'primary', className?: string): string {
  // twMerge lets a caller's colour classes replace the variant's instead of fighting them.
  return twMerge(clsx('btn', variants[variant], className))
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
