import { clsx } from 'clsx'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { Icon } from '~/components/ui/icon.tsx'
import { isFollowing } from '~/follow/followed-teams.ts'
import { toggleFollowedTeam, useFollowedTeams } from '~/follow/use-followed-teams.ts'
import { useT } from '~/i18n/use-translation.ts'

const tones = {
  // On the team page's green band.
  hero: {
    off: 'border border-white/70 text-white hover:bg-white/10',
    on: 'border border-accent bg-accent text-ink-900 hover:bg-accent/90',
  },
  plain: {
    off: 'border border-pitch-700 bg-surface text-pitch-800 hover:bg-pitch-50',
    on: 'border border-pitch-700 bg-pitch-700 text-white hover:bg-pitch-800',
  },
} as const

const sizes = {
  full: { box: 'w-36', text: '' },
  'phone-icon': { box: 'w-11 sm:w-36', text: 'max-sm:sr-only' },
  icon: { box: 'w-11', text: 'sr-only' },
} as const

/**
 * « Suivre » / "Follow": one tap keeps the team on this device (docs/product.md#follow-a-team).
 * The server HTML holds an empty box of the button's size, the same bytes for every visitor; the
 * device draws the button in its state once hydrated, so nothing moves.
 */
export function FollowButton({
  teamId,
  divisionId,
  teamName,
  tone = 'plain',
  size = 'full',
  className,
}: {
  teamId: string
  divisionId: string
  teamName: string
  tone?: keyof typeof tones
  /** `phone-icon`: the star alone on a phone (a list's rows); `icon`: the star alone everywhere. */
  size?: keyof typeof sizes
  className?: string
}) {
  const t = useT()
  const hydrated = useHydrated()
  const following = isFollowing(useFollowedTeams(), teamId)
  const box = clsx('inline-flex h-11 shrink-0', sizes[size].box, className)
  if (!hydrated) return <span className={box} aria-hidden="true" data-testid="follow-slot" />
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={t(following ? 'follow.buttonLabelOn' : 'follow.buttonLabel', { team: teamName })}
      className={clsx(
        box,
        'items-center justify-center gap-2 rounded-full text-sm font-bold transition-colors',
        size === 'full' ? 'px-4' : 'sm:px-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        tone === 'hero' ? 'focus-visible:outline-white' : 'focus-visible:outline-pitch-500',
        tones[tone][following ? 'on' : 'off'],
      )}
      onClick={() => toggleFollowedTeam({ teamId, divisionId, name: teamName })}
      data-testid="follow-button"
    >
      <Icon name={following ? 'star-filled' : 'star'} className="size-4" />
      <span className={sizes[size].text}>{t(following ? 'follow.buttonOn' : 'follow.button')}</span>
    </button>
  )
}
