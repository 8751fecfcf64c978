/**
 * Keyboard walks at one round trip per key: a `focusin` listener in the page notes every stop
 * as it takes focus (what it is, whether its focus shows, the test ids around it), and the test
 * reads the stops once per batch of presses instead of asking the page after every press.
 */
import type { Locator, Page } from '@playwright/test'

export type FocusStop = {
  /** The start of the element's HTML, to name it in a failure. */
  what: string
  text: string
  /** An outline or a ring a sighted keyboard user can see, as the element took focus. */
  visible: boolean
  /** The data-testid of the element and of its ancestors. */
  within: string[]
  /** The element `tabTo` was walking to. */
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

// Presses between two reads of the stops.
const BATCH = 10

/**
 * Starts noting the stops focus makes from now on; `target`, when given, holds the focus once it
 * has it: a Tab pressed after that is swallowed, so a batch of presses ends on the target.
 */
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

/** The stops so far; the recording ends with `end` or once the target is reached. */
async function readStops(page: Page, end: boolean): Promise<Pick<Recorder, 'stops' | 'reached'>> {
  return page.evaluate((end) => {
    const recorder = window.focusWalk
    if (!recorder) throw new Error('no focus walk is being recorded')
    if (end || recorder.reached) recorder.end()
    return { stops: recorder.stops, reached: recorder.reached }
  }, end)
}

/** Presses Tab (Shift+Tab with `backwards`) `times` times and returns the stops focus made. */
export async function pressTab(
  page: Page,
  times: number,
  { backwards = false } = {},
): Promise<FocusStop[]> {
  await startRecording(page)
  for (let i = 0; i < times; i++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  return (await readStops(page, true)).stops
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus and returns the stops on the
 * way, the target's last; throws when `max` presses do not reach it.
 */
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
