import { useSyncExternalStore } from 'react'

import {
  FOLLOW_STORAGE_KEY,
  type FollowedTeam,
  parseFollowedTeams,
  toggleFollowed,
} from './followed-teams.ts'

const NONE: readonly FollowedTeam[] = []
const listeners = new Set<() => void>()
let cached: { raw: string | null; teams: readonly FollowedTeam[] } = { raw: null, teams: NONE }
// Storage refused (private mode, a blocked site): the choice holds for this page only.
let memory: string | null = null

function readRaw(): string | null {
  try {
    return localStorage.getItem(FOLLOW_STORAGE_KEY)
  } catch {
    return memory
  }
}

function snapshot(): readonly FollowedTeam[] {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, teams: parseFollowedTeams(raw) }
  return cached.teams
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function write(teams: readonly FollowedTeam[]) {
  const raw = JSON.stringify(teams)
  try {
    if (teams.length > 0) localStorage.setItem(FOLLOW_STORAGE_KEY, raw)
    else localStorage.removeItem(FOLLOW_STORAGE_KEY)
  } catch {
    memory = raw
  }
  const root = document.documentElement
  if (teams.length > 0) root.dataset.following = 'true'
  else delete root.dataset.following
  for (const listener of listeners) listener()
}

export function useFollowedTeams(): readonly FollowedTeam[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE)
}

export function toggleFollowedTeam(team: FollowedTeam) {
  write(toggleFollowed(snapshot(), team))
}
