import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { FineView, SuspensionView } from '~/view-models/discipline-view.ts'

import { StackedRows } from '~/components/ui/stacked-rows.tsx'

import { WidgetState } from './widget-state.tsx'

const th = 'px-3 py-2.5 text-left font-semibold whitespace-nowrap'
const td = 'px-3 py-2.5 align-top'

function MaybeLink({ href, children }: { href?: string; children: string }) {
  return href ? (
    <Link to={href} className="hover:text-pitch-700 font-semibold text-slate-900 hover:underline">
      {children}
    </Link>
  ) : (
    <span className="font-semibold">{children}</span>
  )
}

/** Player suspensions (SPEC §2 Standings, Team page); `null` rows means loading failed. */
export function SuspensionsTable({
  rows,
  showTeam = true,
  emptyMessage,
  caption,
}: {
  rows: SuspensionView[] | null
  /** The table's name for screen readers: the title of the card it sits in. */
  caption: string
  showTeam?: boolean
  /** Replaces the division wording of the empty state (the team page speaks of the team). */
  emptyMessage?: string
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('suspensions.error')} />
  if (rows.length === 0)
    return <WidgetState kind="empty" message={emptyMessage ?? t('suspensions.empty')} />
  const cards = rows.map((row) => ({
    key: row.key,
    title: <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>,
    fields: [
      ...(showTeam
        ? [
            {
              label: t('suspensions.team'),
              value: row.teamName ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : '—',
              wide: true,
            },
          ]
        : []),
      { label: t('suspensions.games'), value: row.games ?? '—' },
      { label: t('suspensions.fine'), value: row.fine ?? '—' },
      { label: t('suspensions.asOf'), value: row.asOf ?? '—' },
      { label: t('suspensions.return'), value: row.returnDate ?? '—' },
      { label: t('suspensions.reason'), value: row.reason ?? '—', wide: true },
    ],
  }))
  return (
    <>
      <StackedRows label={caption} items={cards} testId="suspensions-cards" />
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm" data-testid="suspensions-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className={th}>
                {t('suspensions.player')}
              </th>
              {showTeam ? (
                <th scope="col" className={th}>
                  {t('suspensions.team')}
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t('suspensions.games')}
              </th>
              <th scope="col" className={th}>
                {t('suspensions.asOf')}
              </th>
              <th scope="col" className={th}>
                {t('suspensions.return')}
              </th>
              <th scope="col" className={th}>
                {t('suspensions.reason')}
              </th>
              <th scope="col" className={th}>
                {t('suspensions.fine')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200">
                <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                  <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>
                </th>
                {showTeam ? (
                  <td className={`${td} whitespace-nowrap`}>
                    {row.teamName ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : '—'}
                  </td>
                ) : null}
                <td className={`${td} tabular-nums`}>{row.games ?? '—'}</td>
                <td className={`${td} whitespace-nowrap`}>{row.asOf ?? '—'}</td>
                <td className={`${td} whitespace-nowrap`}>{row.returnDate ?? '—'}</td>
                <td className={`${td} min-w-40`}>{row.reason ?? '—'}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{row.fine ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** Team fines (SPEC §2 Standings, Team page); `null` rows means loading failed. */
export function FinesTable({
  rows,
  showTeam = true,
  emptyMessage,
  caption,
}: {
  rows: FineView[] | null
  /** The table's name for screen readers: the title of the card it sits in. */
  caption: string
  showTeam?: boolean
  /** Replaces the division wording of the empty state (the team page speaks of the team). */
  emptyMessage?: string
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('fines.error')} />
  if (rows.length === 0)
    return <WidgetState kind="empty" message={emptyMessage ?? t('fines.empty')} />
  const cards = rows.map((row) => ({
    key: row.id,
    title: showTeam ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : row.amount,
    fields: [
      ...(showTeam ? [{ label: t('fines.amount'), value: row.amount }] : []),
      { label: t('fines.status'), value: row.status ?? '—' },
      { label: t('fines.updated'), value: row.updated ?? '—' },
      { label: t('fines.notes'), value: row.notes ?? '—', wide: true },
    ],
  }))
  return (
    <>
      <StackedRows label={caption} items={cards} testId="fines-cards" />
      {/* Focusable, so a keyboard can scroll the table sideways when it is narrow (no links). */}
      <div
        className="focus-visible:outline-pitch-500 hidden overflow-x-auto focus-visible:outline-2 sm:block"
        tabIndex={0}
      >
        <table className="w-full text-sm" data-testid="fines-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
            <tr>
              {showTeam ? (
                <th scope="col" className={th}>
                  {t('fines.team')}
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t('fines.amount')}
              </th>
              <th scope="col" className={th}>
                {t('fines.status')}
              </th>
              <th scope="col" className={th}>
                {t('fines.notes')}
              </th>
              <th scope="col" className={th}>
                {t('fines.updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                {showTeam ? (
                  <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                    <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink>
                  </th>
                ) : null}
                <td className={`${td} font-semibold whitespace-nowrap tabular-nums`}>
                  {row.amount}
                </td>
                <td className={td}>{row.status ?? '—'}</td>
                <td className={`${td} min-w-40`}>{row.notes ?? '—'}</td>
                <td className={`${td} whitespace-nowrap`}>{row.updated ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
