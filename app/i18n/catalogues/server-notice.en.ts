import type { serverNoticeFr } from './server-notice.fr.ts'

/** English twin of `server-notice.fr.ts`: the type demands exactly the same keys. */
export const serverNoticeEn: Record<keyof typeof serverNoticeFr, string> = {
  'notice.wrongAddress.title': 'Open the console at its address',
  'notice.wrongAddress.body': 'The console works only at the site’s public address: {address}',
  'notice.wrongAddress.proxy':
    'If that is already the address of this page, the proxy in front of the site does not forward the Host header (docs/deploy.md).',
  'notice.tooLarge.title': 'Too large to send',
  'notice.tooLarge.body':
    'This form is over the size allowed (an image: 8 MB at most). Nothing was saved.',
  'notice.tooLarge.back':
    'Go back with the browser’s Back button: what you typed is still there. Choose a lighter image.',
}
