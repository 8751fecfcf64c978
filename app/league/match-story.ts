import type { League } from './league.ts'
import type { MatchEvent } from './match-events.ts'
import type { Match } from './schedule.ts'
import type { RosterLine } from './stats.ts'
import { inDivision } from './by-division.ts'

export interface StoryPlayer {
  id: string
  name?: string
}

export interface StoryEvent extends MatchEvent {
  player?: StoryPlayer
  assist?: StoryPlayer
  score?: { home: number; away: number }
}

/** The game's own sheets name players the roster may have lost. */
export function matchStory(league: League, match: Match): StoryEvent[] {
  const events = match.events ?? []
  if (events.length === 0) return []
  let sheetNames: Map<string, string> | undefined
  const nameOf = (id: string): string | undefined => {
    const player = league.roster.get(id)
    if (player) return player.name
    sheetNames ??= namesOnSheets(league, match)
    return sheetNames.get(id)
  }
  const person = (id: string): StoryPlayer => {
    const name = nameOf(id)
    return name === undefined ? { id } : { id, name }
  }
  const score = { home: 0, away: 0 }
  return events.map((event) => {
    const story: StoryEvent = { ...event }
    if (event.playerId !== undefined) story.player = person(event.playerId)
    if (event.assistId !== undefined) story.assist = person(event.assistId)
    if (event.side !== undefined && (event.type === 'goal' || event.type === 'own-goal')) {
      const scorer = event.type === 'goal' ? event.side : event.side === 'home' ? 'away' : 'home'
      score[scorer] += 1
      story.score = { ...score }
    }
    return story
  })
}

function namesOnSheets(league: League, match: Match): Map<string, string> {
  const names = new Map<string, string>()
  const add = (line: RosterLine) => {
    if (line.playerId !== undefined && !names.has(line.playerId))
      names.set(line.playerId, line.name)
  }
  for (const record of inDivision(league.teamGames, match.divisionId)) {
    if (record.gameId !== match.id) continue
    record.players.forEach(add)
    record.keepers.forEach(add)
  }
  return names
}
