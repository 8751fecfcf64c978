import { Link } from '~/components/ui/link.tsx'
import type { SuspensionOffer, TonightView } from '~/admin/console-views.ts'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'

import { CalledOffBadge, ConsoleFrame, ConsoleNotice } from './console-frame.tsx'

type Props = {
  tonight?: TonightView
  notice?: { kind: 'saved' | 'unfinished'; game: string }
  suspensions?: SuspensionOffer[]
}

/** After a result with red cards: what the rules call for, each one tap from the filled form. */
function SuspensionOffers({ offers, t }: { offers: SuspensionOffer[]; t: AdminTranslate }) {
  return (
    <section
      className="mb-5 grid gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      aria-labelledby="red-cards-title"
      data-testid="admin-red-cards"
    >
      <h2 id="red-cards-title" className="font-bold text-amber-950 dark:text-amber-100">
        {t('admin.tonight.redCards', { count: offers.length })}
      </h2>
      <ul className="grid gap-3">
        {offers.map((offer) => (
          <li key={offer.href} className="text-slate-900">
            <p className="name-wrap">
              {t('admin.tonight.redCard', {
                player: offer.player,
                nth: offer.nth,
                games: offer.games,
                fine: offer.fine,
              })}
            </p>
            <Link
              to={offer.href}
              className="text-pitch-700 inline-flex min-h-11 items-center gap-1 font-bold underline underline-offset-4"
              data-testid="admin-red-card-suspend"
            >
              {t('admin.tonight.suspend', { player: offer.player })}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The console's first page: today's games, the ones being played first. A game to play opens its
 * live sheet (started at the rink), with its result sheet one link away for a game entered after
 * the fact; a finished one opens its result sheet.
 */
export function TonightPage({ tonight, notice, suspensions }: Props) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.tonight.title')}>
      {notice ? (
        <ConsoleNotice kind="success">
          {t(notice.kind === 'saved' ? 'admin.tonight.saved' : 'admin.tonight.unfinished', {
            game: notice.game,
          })}
        </ConsoleNotice>
      ) : null}
      {suspensions ? <SuspensionOffers offers={suspensions} t={t} /> : null}
      {!tonight ? (
        <ConsoleNotice kind="problem">{t('admin.unavailable')}</ConsoleNotice>
      ) : (
        <>
          <p className="mb-4 text-lg font-semibold text-slate-700">{tonight.dateLabel}</p>
          {tonight.games.length === 0 ? (
            <p className="section-card text-slate-700">{t('admin.tonight.none')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="admin-games">
              {tonight.games.map((game) => (
                <li key={game.id}>
                  <Link
                    to={
                      game.calledOff
                        ? `/admin/game/${encodeURIComponent(game.id)}/schedule`
                        : game.finished
                          ? `/admin/match/${encodeURIComponent(game.id)}`
                          : `/admin/game/${encodeURIComponent(game.id)}/live`
                    }
                    className="bg-surface hover:border-pitch-600 focus-visible:ring-pitch-600 block rounded-xl border border-slate-200 p-4 shadow-sm focus-visible:ring-2 focus-visible:outline-none"
                    data-testid="admin-game"
                    data-game-id={game.id}
                    data-division-id={game.divisionId}
                    data-finished={game.finished}
                    data-live={game.live}
                  >
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="text-lg font-extrabold text-slate-900">
                        {game.time || t('admin.tonight.timeTbd')}
                      </span>
                      {game.calledOff ? (
                        <CalledOffBadge calledOff={game.calledOff} t={t} />
                      ) : game.live ? (
                        <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white">
                          {t('admin.tonight.live')}
                        </span>
                      ) : game.finished ? (
                        <span className="text-pitch-700 text-sm font-bold">
                          {t('admin.tonight.recorded')}
                        </span>
                      ) : (
                        <span className="text-sm font-semibold text-slate-600">
                          {t('admin.tonight.toPlay')}
                        </span>
                      )}
                    </span>
                    <span className="name-wrap mt-1 block text-lg font-bold text-slate-900">
                      {game.home}{' '}
                      <span className="whitespace-nowrap text-slate-600">{game.score ?? '–'}</span>{' '}
                      {game.away}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {[game.division, game.field].filter(Boolean).join(' · ')}
                    </span>
                    <span className="text-pitch-700 mt-2 flex min-h-6 items-center justify-end gap-1 text-base font-bold underline underline-offset-4">
                      {game.live
                        ? t('admin.tonight.liveSheet')
                        : game.calledOff
                          ? t('admin.tonight.schedule')
                          : game.finished
                            ? t('admin.tonight.correct')
                            : t('admin.tonight.startLive')}{' '}
                      <span aria-hidden="true">→</span>
                    </span>
                  </Link>
                  {game.finished || game.live || game.calledOff ? null : (
                    <Link
                      to={`/admin/match/${encodeURIComponent(game.id)}`}
                      className="text-pitch-700 mt-1 mr-4 inline-flex min-h-11 items-center px-1 font-semibold underline underline-offset-4"
                      aria-label={t('admin.tonight.enterLabel', {
                        game: `${game.home} – ${game.away}`,
                      })}
                      data-testid="admin-game-result"
                    >
                      {t('admin.tonight.enterAfter')}
                    </Link>
                  )}
                  {game.finished || game.live || game.calledOff ? null : (
                    <Link
                      to={`/admin/game/${encodeURIComponent(game.id)}/schedule`}
                      className="text-pitch-700 mt-1 inline-flex min-h-11 items-center px-1 font-semibold underline underline-offset-4"
                      aria-label={t('admin.tonight.scheduleLabel', {
                        game: `${game.home} – ${game.away}`,
                      })}
                      data-testid="admin-game-schedule"
                    >
                      {t('admin.tonight.schedule')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConsoleFrame>
  )
}
