import { useEffect } from 'react'

import { DIVISION_COOKIE, divisionCookie, isDivisionIdLike } from '~/utils/remembered-division.ts'
import {
  DIVISION_STORAGE_KEY,
  type StandingsPageView,
  rememberedDivisionTarget,
} from '~/view-models/standings-page.ts'

function writeDivisionCookie(divisionId: string | undefined): void {
  if (divisionId !== undefined && !isDivisionIdLike(divisionId)) return
  document.cookie = divisionCookie(divisionId, window.location.protocol === 'https:')
}

/** Private modes and blocked cookies refuse local storage: never fatal. */
export function readRememberedDivision(): string | null {
  try {
    return window.localStorage.getItem(DIVISION_STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberDivision(divisionId: string): void {
  writeDivisionCookie(divisionId)
  try {
    window.localStorage.setItem(DIVISION_STORAGE_KEY, divisionId)
  } catch {
    // Not remembered this time; the URL still says which division is shown.
  }
}

/** The cookie lets the server render the remembered division at once. */
export function useRememberedDivision(
  view: Pick<StandingsPageView, 'selectedId' | 'fromUrl' | 'unknownDivision'> & {
    divisions: readonly { id: string }[]
    seasonChoice: { past: boolean }
  },
  goTo: (divisionId: string) => void,
): void {
  const { divisions, selectedId, fromUrl, unknownDivision } = view
  const past = view.seasonChoice.past
  const ids = divisions.map((division) => division.id).join('\u0000')
  useEffect(() => {
    if (selectedId === undefined || past) return
    const target = rememberedDivisionTarget(ids.split('\u0000'), readRememberedDivision(), {
      selectedId,
      fromUrl,
      unknownDivision,
    })
    if (target !== undefined) goTo(target)
    else if (fromUrl) rememberDivision(selectedId)
    // Forget a division the league no longer lists, so the server stops sending visitors to it.
    else if (unknownDivision !== undefined) writeDivisionCookie(undefined)
    else if (!document.cookie.includes(`${DIVISION_COOKIE}=`)) {
      const remembered = readRememberedDivision()
      if (remembered && ids.split('\u0000').includes(remembered)) writeDivisionCookie(remembered)
    }
    // goTo is a fresh closure each render; the effect depends on what is shown only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, selectedId, fromUrl, unknownDivision, past])
}
