import { clsx } from 'clsx'

import type { Sex } from '~/league/index.ts'

import { Icon } from './icon.tsx'

export function SexIcon({ sex, className = 'size-4' }: { sex: Sex; className?: string }) {
  return (
    <Icon
      name={sex === 'women' ? 'venus' : 'mars'}
      data-sex={sex}
      className={clsx('shrink-0', sex === 'women' ? 'text-women' : 'text-men', className)}
    />
  )
}
