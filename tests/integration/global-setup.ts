import { ensureDemoStores } from '../e2e/support/demo-store.ts'

export default function setup(): void {
  ensureDemoStores()
}
