// What the service worker shows for a push and where a click goes (docs/product.md#notifications).

export type ShownNotification = {
  title: string
  options: {
    body: string
    tag: string
    lang: string
    icon: string
    badge: string
    data: { url: string }
  }
}

const FALLBACK_TITLE = 'Ligue'

/** The server's JSON payload as a notification; a payload that is not one shows nothing wrong. */
export function notificationFromPush(text: string | undefined): ShownNotification | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { title, body, url, tag, lang } = value as Record<string, unknown>
  const text_ = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '')
  return {
    title: text_(title, 200) || FALLBACK_TITLE,
    options: {
      body: text_(body, 500),
      tag: text_(tag, 100),
      lang: lang === 'en' ? 'en' : 'fr',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: typeof url === 'string' ? url : '/' },
    },
  }
}

/** Only a page of this site opens: a payload cannot send the visitor elsewhere. */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`
  try {
    const target = new URL(url, origin)
    return target.origin === origin ? target.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}
