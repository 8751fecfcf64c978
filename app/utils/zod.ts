/**
 * Zod as every schema of the app uses it: never probing for `eval`. Zod tests once whether
 * `new Function` works to compile faster object checks; under the site's CSP (no 'unsafe-eval',
 * security-headers.server.ts) the probe fails quietly but every browser reports it as a CSP
 * violation, a console error on the first form a visitor checks.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
