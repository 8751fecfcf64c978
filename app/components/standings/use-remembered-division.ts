import { useEffect } from 'react'

import { DIVISION_COOKIE, divisionCookie, isDivisionIdLike } from '~/utils/remembered-division.ts'
import {
  DIVISION_STORAGE_KEY,
  type StandingsPageView,
  rememberedDivisionTarget,
} from '~/view-models/standings-page.ts'

/** Mirrors the choice in a cookie for the server (undefined forgets it). */
function writeDivisionCookie(divisionId: string | undefined): void {
  if (divisionId !== undefined && !isDivisionIdLike(divisionId)) return
  document.cookie = divisionCookie(divisionId, window.location.protocol === 'https:')
}

/** Local storage can be missing or refuse access (private modes, blocked cookies): never fatal. */
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

/**
 * docs/product.md#standings: the division choice is remembered between visits, in local storage and
 * in a cookie the server reads (a URL without `division` is redirected to it, so the page is
 * rendered right away). Once hydrated, a page opened without `?division=` still moves to the
 * remembered division if the server did not (no cookie yet), and a division named by the URL
 * becomes the remembered one. A past season's page neither follows nor changes it.
 */
export function useRememberedDivision(
  view: Pick<
    StandingsPageView,
    'divisions' | 'selectedId' | 'fromUrl' | 'unknownDivision' | 'seasonChoice'
  >,
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
    // A remembered division the league no longer lists: forget it, so the server stops
    // sending visitors to it.
    else if (unknownDivision !== undefined) writeDivisionCookie(undefined)
    // Remembered before the cookie existed: mirror it for the next visit.
    else if (!document.cookie.includes(`${DIVISION_COOKIE}=`)) {
      const remembered = readRememberedDivision()
      if (remembered && ids.split('\u0000').includes(remembered)) writeDivisionCookie(remembered)
    }
    // goTo is a fresh closure each render; the effect depends on what is shown only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, selectedId, fromUrl, unknownDivision, past])
}
