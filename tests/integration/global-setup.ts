/**
 * The demo league seeded once for the run (tests/e2e/support/demo-store.ts), unless the
 * end-to-end tests just did: the files' demo servers then copy it instead of generating it.
 */
import { ensureDemoStores } from '../e2e/support/demo-store.ts'

export default function setup(): void {
  ensureDemoStores()
}
