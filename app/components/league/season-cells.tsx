import type { ReactNode } from 'react'

import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { SeasonName } from '~/components/league/season-name.tsx'

const LINK = 'hover:text-pitch-700 font-semibold text-slate-900 underline-offset-2 hover:underline'

export function MaybeLink({ href, children }: { href?: string; children: ReactNode }) {
  return href ? (
    <Link to={href} className={LINK}>
      {children}
    </Link>
  ) : (
    <span className="font-semibold">{children}</span>
  )
}

export function SeasonCell({
  row,
}: {
  row: { seasonName: string; href?: string; shown: boolean }
}) {
  const t = useT()
  return (
    <span className="flex flex-col">
      <MaybeLink href={row.href}>
        <SeasonName name={row.seasonName} />
      </MaybeLink>
      {row.shown ? (
        <span className="text-xs font-normal text-slate-600">{t('careers.shown')}</span>
      ) : null}
    </span>
  )
}
