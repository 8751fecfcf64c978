import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'
import type { FormResult } from '~/league/index.ts'
import type { TeamRecordView } from '~/view-models/team-page.ts'

import { FormBadges } from '../league/form-badges.tsx'

const TILES: Array<{ key: keyof TeamRecordView; label: MessageKey }> = [
  { key: 'gp', label: 'teamPage.record.gp' },
  { key: 'w', label: 'teamPage.record.w' },
  { key: 'd', label: 'teamPage.record.d' },
  { key: 'l', label: 'teamPage.record.l' },
  { key: 'points', label: 'teamPage.record.points' },
]

/** Stats tiles (GP, W, D, L, points, from the standings) and the form strip of the last 5. */
export function TeamRecord({ record, form }: { record: TeamRecordView; form: FormResult[] }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <dl className="grid flex-1 grid-cols-5 gap-2 sm:gap-3" data-testid="team-tiles">
        {TILES.map((tile) => (
          <div
            key={tile.key}
            className={
              tile.key === 'points'
                ? 'bg-pitch-800 flex flex-col-reverse rounded-xl px-1 py-3 text-center text-white sm:px-3'
                : 'flex flex-col-reverse rounded-xl bg-slate-100 px-1 py-3 text-center sm:px-3'
            }
            data-testid={`tile-${tile.key}`}
          >
            <dt
              className={
                tile.key === 'points'
                  ? 'text-pitch-100 mt-1 text-[0.7rem] leading-tight font-semibold sm:text-xs'
                  : 'mt-1 text-[0.7rem] leading-tight font-semibold text-slate-600 sm:text-xs'
              }
            >
              {t(tile.label)}
            </dt>
            <dd className="text-2xl font-black tabular-nums sm:text-3xl">{record[tile.key]}</dd>
          </div>
        ))}
      </dl>
      <div className="lg:pl-6" data-testid="team-form">
        <h3 className="mb-2 text-xs font-bold tracking-wider text-slate-600 uppercase">
          {t('teamPage.form.title')}
        </h3>
        {form.length > 0 ? (
          <FormBadges form={form} showLatest />
        ) : (
          <p className="text-sm text-slate-600">{t('teamPage.form.empty')}</p>
        )}
      </div>
    </div>
  )
}
