import { useEffect } from 'react'

import {
  DIVISION_STORAGE_KEY,
  type StandingsPageView,
  rememberedDivisionTarget,
} from '~/view-models/standings-page.ts'

/** Local storage can be missing or refuse access (private modes, blocked cookies): never fatal. */
export function readRememberedDivision(): string | null {
  try {
    return window.localStorage.getItem(DIVISION_STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberDivision(divisionId: string): void {
  try {
    window.localStorage.setItem(DIVISION_STORAGE_KEY, divisionId)
  } catch {
    // Not remembered this time; the URL still says which division is shown.
  }
}

/**
 * SPEC §2: the division choice is remembered between visits. The server cannot see local
 * storage, so it renders the URL's division or the first one; once hydrated, a page opened
 * without `?division=` moves to the remembered division (if it is still listed), and a
 * division named by the URL becomes the remembered one.
 */
export function useRememberedDivision(
  view: Pick<StandingsPageView, 'divisions' | 'selectedId' | 'fromUrl' | 'unknownDivision'>,
  goTo: (divisionId: string) => void,
): void {
  const { divisions, selectedId, fromUrl, unknownDivision } = view
  const ids = divisions.map((division) => division.id).join('\u0000')
  useEffect(() => {
    if (selectedId === undefined) return
    const target = rememberedDivisionTarget(ids.split('\u0000'), readRememberedDivision(), {
      selectedId,
      fromUrl,
      unknownDivision,
    })
    if (target !== undefined) goTo(target)
    else if (fromUrl) rememberDivision(selectedId)
    // goTo is a fresh closure each render; the effect depends on what is shown only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, selectedId, fromUrl, unknownDivision])
}
