import { clsx } from 'clsx'

import type { Sex } from '~/league/index.ts'

import { Icon } from './icon.tsx'

/**
 * The men (blue) or women (pink) icon of a division (docs/product.md#home pickers and selectors).
 * `className` sets its size (size-4 when not given) and placement.
 */
export function SexIcon({ sex, className = 'size-4' }: { sex: Sex; className?: string }) {
  return (
    <Icon
      name={sex === 'women' ? 'venus' : 'mars'}
      data-sex={sex}
      className={clsx('shrink-0', sex === 'women' ? 'text-women' : 'text-men', className)}
    />
  )
}
