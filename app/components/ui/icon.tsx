import type { SVGProps } from 'react'
import spriteUrl from 'virtual:icon-sprite'

import type { IconName } from './icon-names.ts'

/**
 * A decorative lucide icon, or one of the site's drawings, drawn from the icon sprite (a
 * static, cached file) rather than inlined:
 * `<svg aria-hidden="true"><use href="/assets/icons-….svg#name"/></svg>`. Its size comes
 * from a `size-*` class and its colour from `currentColor`, as with lucide-react.
 */
export function Icon({
  name,
  ...props
}: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
