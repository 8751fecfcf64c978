import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { AvatarView } from '~/view-models/team-pages-common.ts'

import { Avatar } from '../player/avatar.tsx'

/** The team photo; when there is one, a button opens it full size in a dialog (SPEC §2). */
function TeamPhoto({ team }: { team: AvatarView }) {
  const t = useT()
  if (!team.photoUrl) return <Avatar avatar={team} size="lg" shape="square" />
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="group relative shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        aria-label={t('teamPage.photo.enlarge', { team: team.name })}
        data-testid="team-photo-button"
      >
        <Avatar avatar={team} size="lg" shape="square" className="ring-4 ring-white/20" />
        <span
          aria-hidden="true"
          className="bg-ink-900/70 absolute right-1 bottom-1 rounded-md p-1 text-white opacity-90 transition-opacity group-hover:opacity-100"
        >
          <Icon name="maximize-2" className="size-3.5" />
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
          data-testid="team-photo-dialog"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{team.name}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {t('teamPage.photo.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('teamPage.photo.close')}
            >
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </div>
          <img
            src={team.photoUrl}
            alt={t('teamPages.photoOf', { name: team.name })}
            className="mx-auto max-h-[70dvh] w-full rounded-xl bg-slate-100 object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Photo, name, division and season in the page's coloured band. */
export function TeamHero({
  team,
  divisionName,
  seasonName,
}: {
  team: AvatarView
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
                  {t('teamPage.season', { season: seasonName })}
                </span>
              ) : null}
            </p>
          </div>
        </div>
      </div>
    </div>
  )
}
