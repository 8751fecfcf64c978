import { useLocation, useNavigate } from 'react-router'

import {
  rememberDivision,
  useRememberedDivision,
} from '~/components/standings/use-remembered-division.ts'
import { useT } from '~/i18n/use-translation.ts'
import { HOME_DIVISION_PARAM } from '~/view-models/home.ts'
import type { HomeData } from '~/view-models/home.ts'

import { DivisionPicker, pickerSearch } from './division-picker.tsx'
import { RankingWidget } from './ranking-widget.tsx'
import { StandingsWidget } from './standings-widget.tsx'
import { TopStrikers } from './top-strikers.tsx'
import { usePickerLoading } from './use-picker-loading.ts'

export function DivisionWidgets({ data }: { data: HomeData }) {
  const t = useT()
  const loading = usePickerLoading(HOME_DIVISION_PARAM)
  const division = data.divisions.find((option) => option.id === data.selectedDivisionId)
  const location = useLocation()
  const navigate = useNavigate()
  // The same remembered division as the standings and schedule pages (docs/product.md#home).
  const asked = new URLSearchParams(location.search).get(HOME_DIVISION_PARAM)?.trim() || undefined
  useRememberedDivision(
    {
      divisions: data.divisions,
      selectedId: data.selectedDivisionId,
      fromUrl: asked !== undefined && asked === data.selectedDivisionId,
      unknownDivision: asked !== undefined && asked !== data.selectedDivisionId ? asked : undefined,
      seasonChoice: { past: false },
    },
    (divisionId) =>
      void navigate(pickerSearch(location.search, HOME_DIVISION_PARAM, divisionId), {
        replace: true,
        preventScrollReset: true,
      }),
  )
  return (
    <section
      aria-labelledby="home-division-title"
      className="mx-auto max-w-6xl px-4 pt-10"
      data-testid="home-division"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h2 id="home-division-title" className="text-2xl font-extrabold text-slate-900">
            {t('home.division.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600" id="home-division-drives">
            {t('home.division.drives')}
          </p>
        </div>
        <DivisionPicker
          id="division"
          param={HOME_DIVISION_PARAM}
          options={data.divisions}
          selectedId={data.selectedDivisionId}
          onPick={rememberDivision}
        />
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <StandingsWidget table={data.standings.table} loading={loading} />
        </div>
        <div className="min-w-0">
          <TopStrikers
            strikers={data.standings.strikers}
            divisionName={division?.name}
            sex={division?.sex}
            loading={loading}
          />
        </div>
        <div className="grid min-w-0 gap-6 md:grid-cols-2 lg:col-span-3">
          <RankingWidget kind="offence" view={data.offence} loading={loading} />
          <RankingWidget kind="defence" view={data.defence} loading={loading} />
        </div>
      </div>
    </section>
  )
}
