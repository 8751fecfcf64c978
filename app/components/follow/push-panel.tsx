import { useId, useState } from 'react'

import { Button } from '~/components/ui/button.tsx'
import { frenchDe } from '~/i18n/french-de.ts'
import { pushText } from '~/i18n/push-text.ts'
import { useLang } from '~/i18n/use-translation.ts'
import { PUSH_KINDS, type PushKind } from '~/league/index.ts'
import {
  PUSH_STORAGE_KEY,
  type PushChoices,
  type PushSupport,
  base64UrlBytes,
  parsePushChoices,
  pushSupport,
  withTeamChoice,
} from '~/push/push-choice.ts'

function readChoices(): PushChoices {
  try {
    return parsePushChoices(localStorage.getItem(PUSH_STORAGE_KEY))
  } catch {
    return {}
  }
}

function keepChoices(choices: PushChoices) {
  try {
    if (Object.keys(choices).length > 0)
      localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify(choices))
    else localStorage.removeItem(PUSH_STORAGE_KEY)
  } catch {
    // The server keeps the subscription; the page forgets the ticks.
  }
}

function browserSupport(): PushSupport {
  const hasPush =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  const appleMobile =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  return pushSupport({
    hasPush,
    appleMobile,
    standalone,
    ...(hasPush ? { permission: Notification.permission } : {}),
  })
}

async function postPush(body: unknown): Promise<void> {
  const response = await fetch('/api/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(String(response.status))
}

/** Subscribes the browser once, then sends the device's whole map of teams and kinds. */
async function saveChoices(choices: PushChoices, lang: string): Promise<'saved' | 'blocked'> {
  const registration = await navigator.serviceWorker.ready
  let subscription = await registration.pushManager.getSubscription()
  if (Object.keys(choices).length === 0) {
    if (subscription) {
      await postPush({ subscription: subscription.toJSON(), remove: true })
      await subscription.unsubscribe()
    }
    return 'saved'
  }
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked'
  if (!subscription) {
    const key = (await (await fetch('/api/push')).json()) as { publicKey: string }
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(key.publicKey),
    })
  }
  await postPush({ subscription: subscription.toJSON(), lang, teams: choices })
  return 'saved'
}

/** Which notifications this device gets for one team (docs/product.md#notifications). */
export default function PushPanel({
  teamId,
  teamName,
  id,
}: {
  teamId: string
  teamName: string
  id: string
}) {
  const lang = useLang()
  const t = pushText(lang)
  const [support, setSupport] = useState<PushSupport>(browserSupport)
  const [kinds, setKinds] = useState<readonly PushKind[]>(() => readChoices()[teamId] ?? PUSH_KINDS)
  const [subscribed, setSubscribed] = useState(() => readChoices()[teamId] !== undefined)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const titleId = useId()

  async function apply(next: readonly PushKind[]) {
    setBusy(true)
    setStatus('')
    const choices = withTeamChoice(readChoices(), teamId, next)
    try {
      const outcome = await saveChoices(choices, lang)
      if (outcome === 'blocked') {
        setSupport('blocked')
        return
      }
      keepChoices(choices)
      setSubscribed(next.length > 0)
      setStatus(next.length > 0 ? t('push.panel.saved') : t('push.panel.removed'))
    } catch {
      setStatus(t('push.panel.failed'))
    } finally {
      setBusy(false)
    }
  }

  const message =
    support === 'install-first'
      ? t('push.panel.unsupported')
      : support === 'unsupported'
        ? t('push.panel.unsupported')
        : support === 'blocked'
          ? t('push.panel.blocked')
          : undefined

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="bg-surface mt-3 max-w-md rounded-2xl border border-slate-200 p-4 text-slate-900 shadow-lg"
      data-testid="push-panel"
      data-support={support}
    >
      <h2 id={titleId} className="text-base font-extrabold">
        {t('push.panel.title')}
      </h2>
      {message ? (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {message}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t('push.panel.intro', { team: teamName, ofTeam: frenchDe(teamName) })}
          </p>
          <fieldset className="mt-3 flex flex-col gap-1" disabled={busy}>
            <legend className="sr-only">{t('push.panel.title')}</legend>
            {PUSH_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={kinds.includes(kind)}
                  onChange={(event) =>
                    setKinds((old) =>
                      event.target.checked ? [...old, kind] : old.filter((k) => k !== kind),
                    )
                  }
                />
                {t(`push.panel.${kind}`)}
              </label>
            ))}
          </fieldset>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void apply(kinds)} disabled={busy || kinds.length === 0}>
              {subscribed ? t('push.panel.save') : t('push.panel.on')}
            </Button>
            {subscribed ? (
              <Button variant="secondary" onClick={() => void apply([])} disabled={busy}>
                {t('push.panel.off')}
              </Button>
            ) : null}
          </div>
          <p
            className="mt-2 min-h-5 text-sm text-slate-700"
            role="status"
            data-testid="push-status"
          >
            {status}
          </p>
        </>
      )}
    </section>
  )
}
