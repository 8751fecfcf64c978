import { frenchDe } from '~/i18n/french-de.ts'
import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart, useLazyDialog } from '~/components/ui/lazy-part.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { AvatarView } from '~/view-models/team-pages-common.ts'

import { Avatar } from '../player/avatar.tsx'
import { withSeasonName } from '~/components/league/season-name.tsx'
import { FollowButton } from '~/components/follow/follow-button.tsx'
import { NotifyButton } from '~/components/follow/notify-button.tsx'

// Radix Dialog loads when the photo is first opened, not with the page.
const photoDialog = lazyPart(() => import('./team-photo-dialog.tsx'))
const TeamPhotoDialog = photoDialog.Part

/**
 * The team photo; when there is one, a button opens it full size in a dialog
 * (docs/product.md#team).
 */
function TeamPhoto({ team }: { team: AvatarView }) {
  const t = useT()
  const dialog = useLazyDialog(photoDialog.preload)
  if (!team.photoUrl) return <Avatar avatar={team} size="lg" shape="square" />
  return (
    <>
      <button
        {...dialog.trigger}
        className="group relative shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        aria-label={t('teamPage.photo.enlarge', { team: team.name, ofTeam: frenchDe(team.name) })}
        data-testid="team-photo-button"
      >
        <Avatar avatar={team} size="lg" shape="square" className="ring-4 ring-white/20" />
        <span
          aria-hidden="true"
          className="bg-ink-900/70 absolute right-1 bottom-1 rounded-md p-1 text-white opacity-90 transition-opacity group-hover:opacity-100"
        >
          <Icon name="maximize-2" className="size-3.5" />
        </span>
      </button>
      {dialog.mounted ? (
        <TeamPhotoDialog {...dialog.dialog} name={team.name} photoUrl={team.photoUrl} />
      ) : null}
    </>
  )
}

/** Photo, name, division and season in the page's coloured band. */
export function TeamHero({
  team,
  divisionId,
  divisionName,
  seasonName,
}: {
  team: AvatarView & { id: string }
  divisionId: string
  divisionName: string
  seasonName: string
}) {
  const t = useT()
  return (
    <div className="from-pitch-800 to-pitch-950 bg-gradient-to-br text-white">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:pb-12">
        <Link
          to="/standings"
          className="text-pitch-100 -ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold hover:text-white hover:underline"
        >
          <Icon name="chevron-left" className="size-4" />
          {t('nav.standings')}
        </Link>
        <div className="mt-2 flex items-center gap-4 sm:gap-6">
          <TeamPhoto team={team} />
          <div className="min-w-0">
            <h1
              className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl"
              data-testid="team-name"
            >
              {team.name}
            </h1>
            <p className="text-pitch-100 mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:text-base">
              <span className="font-semibold text-white" data-testid="team-division">
                {divisionName}
              </span>
              {seasonName ? (
                <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold sm:text-sm">
                  {withSeasonName((season) => t('teamPage.season', { season }), seasonName)}
                </span>
              ) : null}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <FollowButton
                teamId={team.id}
                divisionId={divisionId}
                teamName={team.name}
                tone="hero"
              />
              <NotifyButton teamId={team.id} teamName={team.name} />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
