// One round trip per key would be slow: a `focusin` listener notes every stop, read in one go.
import type { Locator, Page } from '@playwright/test'

export type FocusStop = {
  what: string
  text: string
  visible: boolean
  within: string[]
  target: boolean
}

type Recorder = {
  stops: FocusStop[]
  reached: boolean
  end: () => void
}

declare global {
  interface Window {
    focusWalk?: Recorder
  }
}

const BATCH = 10

/** A Tab pressed after the target has focus is swallowed, so a batch of presses ends on it. */
async function startRecording(page: Page, target?: Locator): Promise<void> {
  const install = (holdOn: Element | null) => {
    window.focusWalk?.end()
    const recorder: Recorder = { stops: [], reached: false, end: () => {} }
    const onFocus = (event: FocusEvent) => {
      const element = event.target as HTMLElement
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
      const within: string[] = []
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        if (node.dataset.testid) within.push(node.dataset.testid)
      recorder.stops.push({
        what: element.outerHTML.slice(0, 120),
        text: (element.textContent ?? '').trim(),
        visible: outline || ring,
        within,
        target: element === holdOn,
      })
      if (element === holdOn) recorder.reached = true
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !recorder.reached) return
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    document.addEventListener('focusin', onFocus, true)
    window.addEventListener('keydown', onKey, true)
    recorder.end = () => {
      document.removeEventListener('focusin', onFocus, true)
      window.removeEventListener('keydown', onKey, true)
      delete window.focusWalk
    }
    window.focusWalk = recorder
  }
  if (target) await target.evaluate(install)
  else await page.evaluate(install, null)
}

async function readStops(page: Page, end: boolean): Promise<Pick<Recorder, 'stops' | 'reached'>> {
  return page.evaluate((end) => {
    const recorder = window.focusWalk
    if (!recorder) throw new Error('no focus walk is being recorded')
    if (end || recorder.reached) recorder.end()
    return { stops: recorder.stops, reached: recorder.reached }
  }, end)
}

export async function pressTab(
  page: Page,
  times: number,
  { backwards = false } = {},
): Promise<FocusStop[]> {
  await startRecording(page)
  for (let i = 0; i < times; i++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  return (await readStops(page, true)).stops
}

export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false } = {},
): Promise<FocusStop[]> {
  await startRecording(page, target)
  for (let pressed = 0; pressed < max;) {
    const batch = Math.min(BATCH, max - pressed)
    for (let i = 0; i < batch; i++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    pressed += batch
    const { stops, reached } = await readStops(page, false)
    if (reached) return stops
  }
  await readStops(page, true)
  throw new Error(`${max} presses of Tab never reached ${target} on ${page.url()}`)
}
