/**
 * Registers the offline service worker (/sw.js, ADR 0014). Imported by the root layout once the
 * page is interactive and the browser is idle, so it is never first-load JavaScript. A failure
 * (unsupported, private mode, blocked) leaves the site as it is without a worker.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
}
