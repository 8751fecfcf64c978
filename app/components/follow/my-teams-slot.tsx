import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { useFollowedTeams } from '~/follow/use-followed-teams.ts'

// Only a device that follows a team downloads the strip.
const myTeams = lazyPart(() => import('./my-teams.tsx'))

/**
 * The home's place for the teams this device follows. The page's bytes hold it empty; the head
 * script marks a following device before paint, so the style sheet reserves the strip's height
 * (`.my-teams-slot`) and nothing below moves when it is drawn.
 */
export function MyTeamsSlot({ updatedAt }: { updatedAt?: number }) {
  const teams = useFollowedTeams()
  return (
    <div className="my-teams-slot">
      {teams.length > 0 ? <myTeams.Part teams={teams} version={updatedAt} /> : null}
    </div>
  )
}
