import type { AuditRow, AuditView } from '~/admin/audit-view.ts'
import { Link } from '~/components/ui/link.tsx'
import { type AdminKey, type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'

import { ConsoleFrame } from './console-frame.tsx'

const ACTIONS: Record<string, AdminKey> = {
  'result.recorded': 'admin.audit.action.result.recorded',
  'result.corrected': 'admin.audit.action.result.corrected',
  'result.unfinished': 'admin.audit.action.result.unfinished',
  'suspension.added': 'admin.audit.action.suspension.added',
  'suspension.lifted': 'admin.audit.action.suspension.lifted',
  'fine.added': 'admin.audit.action.fine.added',
  'fine.payment': 'admin.audit.action.fine.payment',
  'schedule.moved': 'admin.audit.action.schedule.moved',
  'schedule.postponed': 'admin.audit.action.schedule.postponed',
  'schedule.cancelled': 'admin.audit.action.schedule.cancelled',
  'schedule.restored': 'admin.audit.action.schedule.restored',
  'registration.reviewed': 'admin.audit.action.registration.reviewed',
  'registration.opened': 'admin.audit.action.registration.opened',
  'registration.closed': 'admin.audit.action.registration.closed',
  'registrations.exported': 'admin.audit.action.registrations.exported',
  'news.added': 'admin.audit.action.news.added',
  'news.updated': 'admin.audit.action.news.updated',
  'news.removed': 'admin.audit.action.news.removed',
  'sponsor.added': 'admin.audit.action.sponsor.added',
  'sponsor.updated': 'admin.audit.action.sponsor.updated',
  'preseason.banner': 'admin.audit.action.preseason.banner',
  'game.started': 'admin.audit.action.game.started',
  'game.event': 'admin.audit.action.game.event',
  'game.assist': 'admin.audit.action.game.assist',
  'game.event.removed': 'admin.audit.action.game.event.removed',
}

const linkClasses = 'text-pitch-700 underline underline-offset-4'

/** « Résultat saisi : Brasier 3 – 2 Lions, 14 nov. », what changed a link to where it is. */
function AuditHeadline({ row, label, t }: { row: AuditRow; label: string; t: AdminTranslate }) {
  const subject = row.subject
  if (!subject) return <>{label}</>
  if (!subject.text)
    return subject.href ? (
      <Link to={subject.href} className={linkClasses}>
        {label}
      </Link>
    ) : (
      <>{label}</>
    )
  return (
    <>
      {t('admin.audit.actionOf', { action: label })}{' '}
      {subject.href ? (
        <Link to={subject.href} className={linkClasses}>
          {subject.text}
        </Link>
      ) : (
        subject.text
      )}
    </>
  )
}

/** Every change made in the console, newest first, each path with its value before and after. */
export function AuditPage({ audit, paged }: { audit: AuditView; paged: boolean }) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.audit.title')}>
      <p className="mb-5 text-slate-700">{t('admin.audit.intro')}</p>
      {audit.rows.length === 0 ? (
        <p className="section-card text-slate-700">{t('admin.audit.none')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="audit-entries">
          {audit.rows.map((row) => (
            <li key={row.id} className="section-card" data-testid="audit-entry">
              <p className="name-wrap font-bold text-slate-900" data-testid="audit-what">
                <AuditHeadline
                  row={row}
                  label={ACTIONS[row.action] ? t(ACTIONS[row.action]!) : row.action}
                  t={t}
                />
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={row.at}>{row.when}</time> ·{' '}
                {t('admin.audit.by', { operator: row.operator })}
              </p>
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-700">
                  {t('admin.audit.paths', { count: row.changes.length })}
                </summary>
                <ul className="mt-2 grid gap-2 text-sm">
                  {row.changes.map((change) => (
                    <li key={change.path} className="rounded-lg border border-slate-200 p-2">
                      <p className="font-mono break-all text-slate-900">{change.path}</p>
                      <p className="break-all text-slate-700">
                        <span className="font-semibold">{t('admin.audit.before')} </span>
                        <code>{change.before ?? t('admin.audit.nothing')}</code>
                      </p>
                      <p className="break-all text-slate-700">
                        <span className="font-semibold">{t('admin.audit.after')} </span>
                        <code>{change.after ?? t('admin.audit.nothing')}</code>
                      </p>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {paged ? (
          <Link
            to="/admin/audit"
            className="btn border border-slate-300 text-slate-900 hover:bg-slate-100"
          >
            {t('admin.audit.newest')}
          </Link>
        ) : null}
        {audit.olderThan !== undefined ? (
          <Link
            to={`/admin/audit?before=${encodeURIComponent(audit.olderThan)}`}
            className="btn border border-slate-300 text-slate-900 hover:bg-slate-100"
          >
            {t('admin.audit.older')}
          </Link>
        ) : null}
      </div>
    </ConsoleFrame>
  )
}
