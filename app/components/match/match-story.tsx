import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MessageKey } from '~/i18n/messages.ts'
import type { Sex } from '~/league/index.ts'
import type { StoryItemView, StoryPlayerView } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'

const TYPE_KEYS: Record<Exclude<StoryItemView['type'], 'period' | 'shootout'>, MessageKey> = {
  goal: 'matchPage.story.goal',
  'own-goal': 'matchPage.story.ownGoal',
  yellow: 'matchPage.story.yellow',
  red: 'matchPage.story.red',
}

const PERIOD_KEYS: Record<NonNullable<StoryItemView['period']>, MessageKey> = {
  'half-time': 'matchPage.story.halfTime',
  overtime: 'matchPage.story.overtime',
  end: 'matchPage.story.end',
}

/** The event's mark: a ball, a card of its colour, a whistle line; words say the same. */
function Mark({ item }: { item: StoryItemView }) {
  const shape =
    item.type === 'yellow'
      ? 'h-4 w-3 rounded-[2px] bg-yellow-400 ring-1 ring-yellow-600'
      : item.type === 'red'
        ? 'h-4 w-3 rounded-[2px] bg-red-600'
        : item.type === 'period'
          ? 'h-0.5 w-4 bg-slate-500'
          : item.type === 'shootout' && !item.scored
            ? 'size-3.5 rounded-full border-2 border-slate-400'
            : item.type === 'own-goal'
              ? 'size-3.5 rounded-full bg-red-700'
              : 'bg-pitch-700 size-3.5 rounded-full'
  return <span aria-hidden="true" className={clsx('inline-block shrink-0', shape)} />
}

function Player({ player, sex }: { player: StoryPlayerView; sex: Sex }) {
  const t = useT()
  const name = player.name ?? t('matchPage.story.unknownPlayer', { sex })
  return player.href ? (
    <Link to={player.href} className="table-link">
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  )
}

function StoryLine({ item, sex }: { item: StoryItemView; sex: Sex }) {
  const t = useT()
  const what =
    item.type === 'period'
      ? t(PERIOD_KEYS[item.period ?? 'end'])
      : item.type === 'shootout'
        ? t(item.scored ? 'matchPage.story.kickScored' : 'matchPage.story.kickMissed')
        : t(TYPE_KEYS[item.type])
  const tally = item.score ?? item.shootoutScore
  return (
    <li
      className={clsx(
        'flex items-start gap-3 py-2.5',
        item.type === 'period' && 'bg-slate-50 font-semibold',
      )}
      data-testid="story-event"
      data-type={item.type}
      data-side={item.side}
    >
      <span className="w-10 shrink-0 text-right font-bold text-slate-900 tabular-nums">
        {item.minute === undefined ? null : (
          <>
            <span aria-hidden="true">{t('match.live.minute', { minute: item.minute })}</span>
            <span className="sr-only">{t('match.live.minuteSr', { minute: item.minute })}</span>
          </>
        )}
      </span>
      <span className="mt-1 flex w-4 justify-center">
        <Mark item={item} />
      </span>
      <span className="min-w-0 grow">
        <span className="font-bold text-slate-900">{what}</span>
        {item.player ? (
          <>
            {' — '}
            <Player player={item.player} sex={sex} />
          </>
        ) : null}
        {item.teamName ? (
          <span className="block text-xs text-slate-600">{item.teamName}</span>
        ) : null}
        {item.assist ? (
          <span className="block text-sm text-slate-700">
            {t('matchPage.story.assist', { player: '' })}
            <Player player={item.assist} sex={sex} />
          </span>
        ) : null}
      </span>
      {tally ? (
        <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-sm font-black text-slate-900 tabular-nums">
          <span aria-hidden="true">{`${tally.home}-${tally.away}`}</span>
          <span className="sr-only">
            {t('matchPage.story.scoreSr', { home: tally.home, away: tally.away })}
          </span>
        </span>
      ) : null}
    </li>
  )
}

/**
 * The game told in order (docs/product.md#match): one list by minute, goals with scorer and
 * assist and the score after them, cards, half-time, overtime, then the shootout kick by kick.
 */
export function MatchStory({
  story,
  live,
  sex = 'men',
}: {
  story: StoryItemView[]
  live: boolean
  /** A women's game names an unknown scorer « Joueuse non identifiée ». */
  sex?: Sex
}) {
  const t = useT()
  if (story.length === 0 && !live) return null
  const play = story.filter((item) => item.type !== 'shootout')
  const kicks = story.filter((item) => item.type === 'shootout')
  return (
    <SectionCard id="match-story" title={t('matchPage.story.title')}>
      {story.length === 0 ? (
        <p className="text-sm text-slate-600">{t('matchPage.story.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {play.map((item) => (
            <StoryLine key={item.id} item={item} sex={sex} />
          ))}
        </ol>
      )}
      {kicks.length > 0 ? (
        <>
          <h3 className="mt-4 mb-1 text-base font-extrabold text-slate-900">
            {t('matchPage.story.shootout')}
          </h3>
          <ol className="divide-y divide-slate-200" data-testid="story-shootout">
            {kicks.map((item) => (
              <StoryLine key={item.id} item={item} sex={sex} />
            ))}
          </ol>
        </>
      ) : null}
    </SectionCard>
  )
}
