import type { SVGProps } from 'react'
import spriteUrl from 'virtual:icon-sprite'

import type { IconName } from './icon-names.ts'

/** From the icon sprite (a static, cached file) rather than inlined, so pages stay small. */
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
